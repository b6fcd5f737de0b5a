-- Single-line text cleaned of invisible controls (issue 43 item 4; docs/decisions.md, "Single-line text
-- is cleaned of invisible controls"): what contracts/fields.ts now removes from a name, a title or a
-- link before checking it is removed from what was stored before, and the rest trimmed as the
-- contracts trim. A name or title left empty becomes "Student {id}" ("Course {id}", ...); one that
-- would equal another of its table in any letter case, where names are unique, takes " ({id})";
-- both are listed in the audit log as the system's ("System", no admin). Optional values left empty
-- become NULL; a setting left empty is cleared (its environment default applies) and listed.
-- E-mails are left alone (their rule never admitted any of these characters), and so are multi-line
-- texts (bio, descriptions, reasons) and copies kept as history (audit lines, ledger and removal names).
-- users.name_folded, name_initial and name_search are generated from the name: they follow it.
DO $migration$
DECLARE
  -- contracts/fields.ts INVISIBLE_CONTROLS (text cannot hold U+0000 at all).
  controls constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
  -- What String.prototype.trim() removes once the controls are gone.
  edges constant text := '^[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]+|[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]+$';
  target record;
BEGIN
  -- Names and titles: table, column, the placeholder's first word, the audit entity, and where the
  -- name is unique in any letter case (NULL: nowhere; 'NULL::integer': in the whole table;
  -- 'stored.course_id': within its course, as the projects service checks).
  FOR target IN
    SELECT * FROM (VALUES
      ('users', 'name', 'Student', 'user', NULL),
      ('admins', 'name', 'Admin', 'admin', NULL),
      ('courses', 'title', 'Course', 'course', 'NULL::integer'),
      ('projects', 'name', 'Project', 'project', 'stored.course_id'),
      ('achievements', 'name', 'Achievement', 'achievement', 'NULL::integer'),
      ('skills', 'name', 'Skill', 'skill', 'NULL::integer')
    ) AS targets (tbl, col, word, entity, unique_within)
  LOOP
    EXECUTE format($sql$
      WITH cleaned AS (
        SELECT id, %2$I AS before, regexp_replace(regexp_replace(%2$I, $1, '', 'g'), $2, '', 'g') AS plain, %6$s AS scope
        FROM %1$I stored WHERE %2$I ~ $1
      ), named AS (
        SELECT *, CASE WHEN plain = '' THEN %4$L || ' ' || id ELSE plain END AS name FROM cleaned
      ), settled AS (
        -- Where names are unique, a clean row keeps its name, and of cleaned rows the lowest id.
        SELECT id, before, plain, CASE WHEN $3 AND (
            EXISTS (SELECT 1 FROM %1$I stored WHERE lower(stored.%2$I) = lower(named.name) AND stored.%2$I !~ $1
              AND %6$s IS NOT DISTINCT FROM named.scope)
            OR EXISTS (SELECT 1 FROM named earlier WHERE lower(earlier.name) = lower(named.name) AND earlier.id < named.id
              AND earlier.scope IS NOT DISTINCT FROM named.scope)
          ) THEN name || ' (' || id || ')' ELSE name END AS name
        FROM named
      ), changed AS (
        UPDATE %1$I SET %2$I = settled.name FROM settled WHERE %1$I.id = settled.id
        RETURNING settled.*
      )%7$s
      INSERT INTO audit_log (admin_name, action, entity, entity_id, summary, before, after)
      SELECT 'System', 'update', %5$L, id,
        'Renamed ' || %5$L || ' #' || id || ' to ' || name || CASE WHEN plain = ''
          THEN ': it held nothing but invisible control characters'
          ELSE ': without its invisible control characters it is another ' || %5$L || '''s ' || %3$L END,
        jsonb_build_object(%3$L, before), jsonb_build_object(%3$L, name)
      FROM changed WHERE name <> plain
    $sql$,
      target.tbl, target.col, target.col, target.word, target.entity, COALESCE(target.unique_within, 'NULL::integer'),
      -- A user's title is an achievement's name: it follows a renamed achievement.
      CASE WHEN target.tbl = 'achievements'
        THEN ', titles AS (UPDATE users SET title = changed.name FROM changed WHERE users.title = changed.before)'
        ELSE '' END)
    USING controls, edges, target.unique_within IS NOT NULL;
  END LOOP;

  -- Optional values (NULL when left empty) and links: table, column, NULL when empty.
  FOR target IN
    SELECT * FROM (VALUES
      ('users', 'title', true),
      ('users', 'telegram_username', true),
      ('users', 'facebook', true),
      ('users', 'twitter', true),
      ('users', 'linkedin', true),
      ('users', 'youtube', true),
      ('users', 'github', true),
      ('users', 'website', true),
      ('courses', 'image', true),
      ('courses', 'link', true),
      ('achievements', 'badge', true),
      -- A submission's link starts with http:// or https://: never left empty.
      ('user_projects', 'url', false)
    ) AS targets (tbl, col, nullable)
  LOOP
    EXECUTE format($sql$
      UPDATE %1$I SET %2$I = CASE WHEN $3 THEN NULLIF(cleaned, '') ELSE cleaned END
      FROM (SELECT id, regexp_replace(regexp_replace(%2$I, $1, '', 'g'), $2, '', 'g') AS cleaned FROM %1$I WHERE %2$I ~ $1) AS source
      WHERE %1$I.id = source.id
    $sql$, target.tbl, target.col)
    USING controls, edges, target.nullable;
  END LOOP;

  -- Settings: every saved value is a single line (contracts/settings.ts).
  WITH cleaned AS (
    SELECT key, value, regexp_replace(regexp_replace(value #>> '{}', controls, '', 'g'), edges, '', 'g') AS plain
    FROM settings WHERE jsonb_typeof(value) = 'string' AND value #>> '{}' ~ controls
  ), cleared AS (
    DELETE FROM settings USING cleaned WHERE settings.key = cleaned.key AND cleaned.plain = ''
    RETURNING cleaned.key, cleaned.value
  ), kept AS (
    UPDATE settings SET value = to_jsonb(cleaned.plain) FROM cleaned WHERE settings.key = cleaned.key AND cleaned.plain <> ''
  )
  INSERT INTO audit_log (admin_name, action, entity, entity_id, summary, before, after)
  SELECT 'System', 'update', 'setting', NULL,
    'Cleared setting ' || key || ': it held nothing but invisible control characters (the default applies)',
    jsonb_build_object(key, value), jsonb_build_object(key, NULL)
  FROM cleared;
END
$migration$;
