# yubin's messages in English: reject. Each has its Japanese in ../ja/reject.ftl.
