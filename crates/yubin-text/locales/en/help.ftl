# yubin's messages in English: help. Each has its Japanese in ../ja/help.ftl.
