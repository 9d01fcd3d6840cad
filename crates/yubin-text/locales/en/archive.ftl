# yubin's messages in English: archive. Each has its Japanese in ../ja/archive.ftl.
