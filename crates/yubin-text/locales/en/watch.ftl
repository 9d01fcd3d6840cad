# yubin's messages in English: watch. Each has its Japanese in ../ja/watch.ftl.
