## 運営者の決定（yubin admin adjudicate、annul）：対局者へのメール。

# 裁定された対局の終局メール：運営者が書いた理由。
game-over-adjudicated = 運営者の理由：{ $reason }

annulled = 運営者が対局{ $game }を無効にしました。この対局はレーティングにも大会の成績にも数えられず、続けることもできません。
annulled-reason = 運営者の理由：{ $reason }
annulled-subject = { $title }：運営者により無効
