# yubin's messages in English: settings. Each has its Japanese in ../ja/settings.ftl.
