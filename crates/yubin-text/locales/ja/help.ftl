# yubin の日本語のメッセージ：help。../en/help.ftl の各メッセージに対応する。
