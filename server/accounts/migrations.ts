// The account store's tables as plain SQL, run at every start: CREATE … IF NOT EXISTS keeps it
// idempotent. Later changes are appended as new statements, never edited in place.
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
]
