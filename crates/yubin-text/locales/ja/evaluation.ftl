# コンピュータによる対局の解析の言葉（evaluation.rs）：解析付き棋譜のコメント、解析のメール、
# アーカイブの対局ページ。評価値は先手から見たものです。

eval-mate = { $side ->
        [black] 先手
       *[white] 後手
    }の{ $plies }手詰め
eval-mistake = 悪手：{ $pawns }歩分の損です。
eval-mistake-best = 悪手：{ $pawns }歩分の損です。最善手は{ $best }です。
eval-mistake-mate = 悪手：指す前は{ $before }、指した後は{ $after }です。
eval-mistake-mate-best = 悪手：指す前は{ $before }、指した後は{ $after }です。最善手は{ $best }です。
