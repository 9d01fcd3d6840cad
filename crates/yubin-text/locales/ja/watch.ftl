# yubin の日本語のメッセージ：watch。../en/watch.ftl の各メッセージに対応する。
