# yubin's messages in English: tournament. Each has its Japanese in ../ja/tournament.ftl.
