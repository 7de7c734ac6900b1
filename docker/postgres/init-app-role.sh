#!/bin/sh
# The app's login role: it reads and writes rows and uses sequences, in the tables there are now and in
# those the schema owner (POSTGRES_USER, who runs the migrations) creates later. It is not a superuser,
# owns nothing and cannot change the schema. Safe to run again: it then sets the password anew.
set -eu
: "${APP_DB_PASSWORD:?APP_DB_PASSWORD must be set}"
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "${POSTGRES_DB:-$POSTGRES_USER}" \
  -v app_password="$APP_DB_PASSWORD" -v owner="$POSTGRES_USER" -v db="${POSTGRES_DB:-$POSTGRES_USER}" <<'SQL'
SELECT 'CREATE ROLE sidequest_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION'
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'sidequest_app') \gexec
ALTER ROLE sidequest_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'app_password';
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"db" TO sidequest_app;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO sidequest_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO sidequest_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO sidequest_app;
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO sidequest_app;
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO sidequest_app;
SQL
echo "init-app-role: sidequest_app may read and write rows in ${POSTGRES_DB:-$POSTGRES_USER}"
