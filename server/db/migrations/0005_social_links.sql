-- Social links (issue 13): the handles and links stored before the rule of contracts/social.ts, normalised
-- with its own patterns: a full https:// link (Telegram: the username). A value the rule cannot read
-- stays as it is (trimmed; blank becomes NULL): the site shows it as plain text until it is edited.
UPDATE "users" SET "telegram_username" = COALESCE(
  (regexp_match(btrim("telegram_username", E' \t\r\n'), '^(?:https?:\/\/)?(?:(?:www|m|mobile)\.)?(?:t\.me|telegram\.me)\/([a-z][a-z0-9_]{4,31})\/?(?:[?#].*)?$', 'i'))[1],
  (regexp_match(btrim("telegram_username", E' \t\r\n'), '^@?([a-z][a-z0-9_]{4,31})$', 'i'))[1],
  NULLIF(btrim("telegram_username", E' \t\r\n'), '')
) WHERE "telegram_username" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "facebook" = COALESCE(
  'https://www.facebook.com/' || (regexp_match(btrim("facebook", E' \t\r\n'), '^(?:https?:\/\/)?(?:(?:www|m|mobile)\.)?facebook\.com\/(profile\.php\?id=[0-9]{1,30})(?:&.*)?$', 'i'))[1],
  'https://www.facebook.com/' || (regexp_match(btrim("facebook", E' \t\r\n'), '^(?:https?:\/\/)?(?:(?:www|m|mobile)\.)?(?:facebook\.com)\/((?!profile\.php)[a-z0-9.]{3,50})\/?(?:[?#].*)?$', 'i'))[1],
  'https://www.facebook.com/' || (regexp_match(btrim("facebook", E' \t\r\n'), '^@?((?![a-z0-9.]*\.(?:com|net|org|php)$)(?!profile\.php)[a-z0-9.]{3,50})$', 'i'))[1],
  NULLIF(btrim("facebook", E' \t\r\n'), '')
) WHERE "facebook" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "twitter" = COALESCE(
  'https://x.com/' || (regexp_match(btrim("twitter", E' \t\r\n'), '^(?:https?:\/\/)?(?:(?:www|m|mobile)\.)?(?:x\.com|twitter\.com)\/@?([a-z0-9_]{1,15})\/?(?:[?#].*)?$', 'i'))[1],
  'https://x.com/' || (regexp_match(btrim("twitter", E' \t\r\n'), '^@?([a-z0-9_]{1,15})$', 'i'))[1],
  NULLIF(btrim("twitter", E' \t\r\n'), '')
) WHERE "twitter" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "linkedin" = COALESCE(
  'https://www.linkedin.com/in/' || (regexp_match(btrim("linkedin", E' \t\r\n'), '^(?:https?:\/\/)?(?:(?:www|m|mobile)\.)?(?:linkedin\.com)\/in\/([a-z0-9_-]{3,100})\/?(?:[?#].*)?$', 'i'))[1],
  'https://www.linkedin.com/in/' || (regexp_match(btrim("linkedin", E' \t\r\n'), '^([a-z0-9_-]{3,100})$', 'i'))[1],
  NULLIF(btrim("linkedin", E' \t\r\n'), '')
) WHERE "linkedin" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "youtube" = COALESCE(
  'https://www.youtube.com/' || regexp_replace((regexp_match(btrim("youtube", E' \t\r\n'), '^(?:https?:\/\/)?(?:(?:www|m|mobile)\.)?(?:youtube\.com)\/(@[a-z0-9._-]{3,30}|c\/[a-z0-9._-]{1,100}|channel\/[a-z0-9_-]{1,100})\/?(?:[?#].*)?$', 'i'))[1], '^(?![@]|.*/)', '@'),
  'https://www.youtube.com/' || regexp_replace((regexp_match(btrim("youtube", E' \t\r\n'), '^((?![^/]*\.(?:com|net|org|be|me)$)@?[a-z0-9._-]{3,30})$', 'i'))[1], '^(?![@]|.*/)', '@'),
  NULLIF(btrim("youtube", E' \t\r\n'), '')
) WHERE "youtube" IS NOT NULL;
