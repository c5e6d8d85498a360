// The account store's tables as plain SQL, run at every start: CREATE … IF NOT EXISTS keeps it
// idempotent. Later changes are appended as new statements, never edited in place.

/**
 * A permission item is {cat_id, ts}, ts the month the node was granted; accounts stored before carry cat_id
 * alone. Each such item gets ts = the month the account was created (Asia/Shanghai), when its
 * nodes were granted. Items with a ts, the value 'all' and other keys are left as they are; once
 * every item has a ts, no row matches.
 */
export const PERMISSION_TS_BACKFILL = `
  UPDATE accounts AS a SET permissions = (
    SELECT jsonb_object_agg(p.key, CASE WHEN jsonb_typeof(p.value) <> 'object' THEN p.value ELSE p.value || coalesce((
      SELECT jsonb_object_agg(l.lvl, (
        SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e.node) = 'object' AND NOT e.node ? 'ts'
                                       THEN e.node || jsonb_build_object('ts', to_char(a.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'))
                                       ELSE e.node END ORDER BY e.i), '[]'::jsonb)
        FROM jsonb_array_elements(p.value -> l.lvl) WITH ORDINALITY AS e(node, i)))
      FROM unnest(ARRAY['level1', 'level2', 'level3', 'level4']) AS l(lvl)
      WHERE jsonb_typeof(p.value -> l.lvl) = 'array'), '{}'::jsonb) END)
    FROM jsonb_each(a.permissions) AS p)
  WHERE jsonb_path_exists(a.permissions, '$.*.level1[*] ? (!exists(@.ts))')
     OR jsonb_path_exists(a.permissions, '$.*.level2[*] ? (!exists(@.ts))')
     OR jsonb_path_exists(a.permissions, '$.*.level3[*] ? (!exists(@.ts))')
     OR jsonb_path_exists(a.permissions, '$.*.level4[*] ? (!exists(@.ts))')`

/**
 * One follow per word whatever its letter case, as matching ignores case (concept expressions, docs/rules.md).
 * word_key is the word as matched (follows.ts followWordKey: lower case, single spaces), computed in
 * JavaScript so that it is the same on PGlite and on any server (lower() on a C-locale server leaves
 * É as it is). Rows from before have no key: openAccounts (server/stores.ts) then runs keyFollowWords(), which
 * merges the follows stored twice, sets the keys and makes the column NOT NULL.
 */
export const FOLLOW_WORD_KEY: string[] = [
  `ALTER TABLE follows ADD COLUMN IF NOT EXISTS word_key text`,
  `CREATE UNIQUE INDEX IF NOT EXISTS follows_word_key ON follows (account_id, type, platform, category_id, word_key)`,
]

export const MIGRATIONS: string[] = [
  `CREATE TABLE IF NOT EXISTS accounts (
     id serial PRIMARY KEY,
     username text NOT NULL UNIQUE,
     password_hash text NOT NULL,
     password_salt text NOT NULL,
     phone text NOT NULL DEFAULT '',
     usertype text NOT NULL,
     deadline text NOT NULL DEFAULT '',
     nick text NOT NULL DEFAULT '',
     headimgurl text NOT NULL DEFAULT '',
     wechat_id text NOT NULL DEFAULT '',
     attribute text NOT NULL DEFAULT '',
     is_free_version boolean NOT NULL DEFAULT false,
     is_partner boolean NOT NULL DEFAULT false,
     partner_logo_url text NOT NULL DEFAULT '',
     partner_title text NOT NULL DEFAULT '',
     login_from text NOT NULL DEFAULT 'web',
     download boolean NOT NULL DEFAULT true,
     version_selected jsonb NOT NULL,
     jd_version jsonb NOT NULL,
     permissions jsonb NOT NULL,
     sms_required boolean NOT NULL DEFAULT false,
     disabled_reason text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS sessions (
     token_hash text PRIMARY KEY,
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     kind text NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id)`,
  `CREATE TABLE IF NOT EXISTS notices (
     id serial PRIMARY KEY,
     content text NOT NULL,
     content_en text NOT NULL,
     active boolean NOT NULL DEFAULT true,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS client_errors (
     id serial PRIMARY KEY,
     error_url text NOT NULL,
     ua text NOT NULL,
     tab text NOT NULL,
     browser_finger text NOT NULL,
     message text NOT NULL DEFAULT '',
     account_id integer,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  // SMS verification, phone alert settings, follows and saved links
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS sms_verified_at timestamptz`,
  // the phones created with the table are the accounts' own (backfilled once, in the same block)
  `DO $$ BEGIN
     IF NOT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'account_phones') THEN
       CREATE TABLE account_phones (
         id serial PRIMARY KEY,
         account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
         phone text NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         UNIQUE (account_id, phone)
       );
       INSERT INTO account_phones (account_id, phone) SELECT id, phone FROM accounts WHERE phone <> '' ORDER BY id;
     END IF;
   END $$`,
  `CREATE TABLE IF NOT EXISTS sms_codes (
     id serial PRIMARY KEY,
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     purpose text NOT NULL,
     phone text NOT NULL,
     code_hash text NOT NULL,
     state text NOT NULL DEFAULT 'pending',
     attempts integer NOT NULL DEFAULT 0,
     sent_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     verified_at timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS sms_codes_lookup ON sms_codes (account_id, purpose, phone, id)`,
  `CREATE TABLE IF NOT EXISTS sms_throttle (
     phone text PRIMARY KEY,
     last_sent_at timestamptz NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS sms_outbox (
     id serial PRIMARY KEY,
     phone text NOT NULL,
     purpose text NOT NULL,
     body text NOT NULL,
     account_id integer,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS follows (
     id serial PRIMARY KEY,
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     type text NOT NULL,
     platform text NOT NULL,
     category_id integer NOT NULL,
     word text NOT NULL,
     jd_cat1 integer NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (account_id, type, platform, category_id, word)
   )`,
  `CREATE TABLE IF NOT EXISTS saved_links (
     url_id text PRIMARY KEY,
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     params_hash text NOT NULL,
     params jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (account_id, params_hash)
   )`,
  // Analytics events (POST /api/events), pruned by id (the cap) and by created_at (the age limit)
  `CREATE TABLE IF NOT EXISTS client_events (
     id bigserial PRIMARY KEY,
     kind text NOT NULL,
     props jsonb NOT NULL,
     page text NOT NULL DEFAULT '',
     finger text NOT NULL DEFAULT '',
     account_id integer REFERENCES accounts(id) ON DELETE SET NULL,
     client_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS client_events_created ON client_events (created_at)`,
  // A new phone needs the session to have proved it holds a number already on file
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS phone_confirmed_at timestamptz`,
  // Category ids pass 2³¹ (Amazon browse nodes such as 7141123011); a follow of one was
  // out of range for integer. bigint holds every id the API carries (< 2⁵³); once bigint, this is a no-op.
  `ALTER TABLE follows ALTER COLUMN category_id TYPE bigint, ALTER COLUMN jd_cat1 TYPE bigint`,
  // The per-account back-off of password guesses (login-backoff.ts)
  `CREATE TABLE IF NOT EXISTS login_backoff (
     username text PRIMARY KEY,
     failures integer NOT NULL,
     last_failure_at timestamptz NOT NULL,
     locked_until timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS login_backoff_last_failure ON login_backoff (last_failure_at)`,
  // Permission items {cat_id, ts}: every item says when its node was granted
  PERMISSION_TS_BACKFILL,
  // The session's own kind (web or mini-program); sessions opened before take their
  // account's, which is what the rules read until then
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS login_from text`,
  `UPDATE sessions AS s SET login_from = CASE WHEN a.login_from = 'weixin_mini' THEN 'weixin_mini' ELSE 'web' END
     FROM accounts AS a WHERE s.account_id = a.id AND s.login_from IS NULL`,
  `ALTER TABLE sessions ALTER COLUMN login_from SET DEFAULT 'web', ALTER COLUMN login_from SET NOT NULL`,
  // Follows keyed by the word as matched (above)
  ...FOLLOW_WORD_KEY,
  // WeChat login (accounts/wechat-links.ts)
  `CREATE TABLE IF NOT EXISTS wechat_bindings (
     openid text PRIMARY KEY,
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS wechat_bindings_account ON wechat_bindings (account_id)`,
  `CREATE TABLE IF NOT EXISTS wechat_link_tickets (
     ticket_hash text PRIMARY KEY,
     openid text NOT NULL,
     expires_at timestamptz NOT NULL
   )`,
  // Phone alerts — the threshold of each follow that alerts, and the alerts sent
  `ALTER TABLE follows ADD COLUMN IF NOT EXISTS alert_yoy_pct integer`,
  `CREATE TABLE IF NOT EXISTS phone_alerts (
     id serial PRIMARY KEY,
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     platform text NOT NULL,
     category_id bigint NOT NULL,
     word_key text NOT NULL,
     word text NOT NULL,
     month text NOT NULL,
     yoy_pct double precision NOT NULL,
     threshold_pct integer NOT NULL,
     phone text NOT NULL,
     sent_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS phone_alerts_once ON phone_alerts (account_id, platform, category_id, word_key, month)`,
  // the resend window per account, purpose and number (schema.ts smsWindows) instead of per number:
  // a window per number let any account hold back everybody's codes to it
  `CREATE TABLE IF NOT EXISTS sms_windows (
     account_id integer NOT NULL,
     purpose text NOT NULL,
     phone text NOT NULL,
     last_sent_at timestamptz NOT NULL,
     PRIMARY KEY (account_id, purpose, phone)
   )`,
  `DROP TABLE IF EXISTS sms_throttle`,
  // a concept that becomes new or breaks out alerts whatever the threshold: the alert keeps which it
  // was (so it is not sent again while the concept stays so), and a new one has no % to keep
  `ALTER TABLE phone_alerts ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'growth'`,
  `ALTER TABLE phone_alerts ALTER COLUMN yoy_pct DROP NOT NULL`,
  // the login page records a request for a number no account has like any other (sms-codes.ts)
  `ALTER TABLE sms_codes ALTER COLUMN account_id DROP NOT NULL`,
  // alerts as WeChat subscription messages: each time the user accepts in the mini-program, one
  // message may be sent (WeChat's one-time subscription); the local sender's messages; the channels
  // an alert went out on
  `CREATE TABLE IF NOT EXISTS wechat_subscriptions (
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     template text NOT NULL,
     credits integer NOT NULL DEFAULT 0,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (account_id, template)
   )`,
  `CREATE TABLE IF NOT EXISTS wechat_outbox (
     id serial PRIMARY KEY,
     account_id integer,
     openid text NOT NULL,
     template text NOT NULL,
     page text NOT NULL,
     data jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `ALTER TABLE phone_alerts ADD COLUMN IF NOT EXISTS channels text NOT NULL DEFAULT 'sms'`,
  // the WeChat user a mini-program session belongs to, and acceptances kept per WeChat user (an
  // account linked from several WeChat users messages each only what that one accepted)
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS openid text`,
  `DROP TABLE IF EXISTS wechat_subscriptions`,
  `CREATE TABLE IF NOT EXISTS wechat_credits (
     account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     openid text NOT NULL,
     template text NOT NULL,
     credits integer NOT NULL DEFAULT 0,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (account_id, openid, template)
   )`,
]
