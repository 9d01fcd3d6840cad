-- 0005: the per-sender counts read for every mail (unkeyed mails in the last hour, rejected
-- ones in the last day) come from this index alone, without a lookup of each logged row:
-- with `inbound_by_sender` only, a busy sender's every mail cost one table lookup per mail it
-- had sent in the window.
CREATE INDEX inbound_unkeyed_by_sender ON inbound (sender, keyed, received_at, status);
