-- A QR sign-in is approved only by the signed-in session that scanned it (auth/qr/scan), so the
-- phone has always shown who is asking before anyone can approve (functions/commerce/accounts/qr.ts).
ALTER TABLE `qr_tickets` ADD `scanned_session` text;
