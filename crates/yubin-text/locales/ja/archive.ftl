# yubin の日本語のメッセージ：archive。../en/archive.ftl の各メッセージに対応する。
