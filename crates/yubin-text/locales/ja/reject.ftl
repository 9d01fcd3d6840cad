# yubin の日本語のメッセージ：reject。../en/reject.ftl の各メッセージに対応する。
