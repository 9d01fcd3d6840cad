# yubin の日本語のメッセージ：play。../en/play.ftl の各メッセージに対応する。
