# yubin の日本語のメッセージ：tournament。../en/tournament.ftl の各メッセージに対応する。
