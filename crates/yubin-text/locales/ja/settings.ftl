# yubin の日本語のメッセージ：settings。../en/settings.ftl の各メッセージに対応する。
