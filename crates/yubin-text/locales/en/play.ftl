# yubin's messages in English: play. Each has its Japanese in ../ja/play.ftl.
