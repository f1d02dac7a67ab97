-- Every server process keeps the callers it has checked (modules/auth/caller-cache.ts): a change to a user,
-- a membership, a session, a workplace or its readers is told to every connection that listens, so that no
-- process goes on using what changed (docs/architecture.md, "The door").
CREATE FUNCTION ponto_caller_changed() RETURNS trigger AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('ponto_callers', 'u:' || r.id);
  ELSIF TG_TABLE_NAME = 'user_workplaces' THEN
    PERFORM pg_notify('ponto_callers', 'u:' || r.user_id);
  ELSIF TG_TABLE_NAME = 'refresh_tokens' THEN
    PERFORM pg_notify('ponto_callers', 'f:' || r.family_id);
  ELSIF TG_TABLE_NAME = 'workplaces' THEN
    -- A new workplace changes no caller: nobody is linked to it yet.
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('ponto_callers', 'w:' || r.id || ':' || r.cnpj); END IF;
  ELSIF TG_TABLE_NAME = 'readers' THEN
    IF r.workplace_id IS NOT NULL THEN
      PERFORM pg_notify('ponto_callers', 'w:' || w.id || ':' || w.cnpj) FROM workplaces w WHERE w.id = r.workplace_id;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.workplace_id IS NOT NULL AND OLD.workplace_id IS DISTINCT FROM NEW.workplace_id THEN
      PERFORM pg_notify('ponto_callers', 'w:' || w.id || ':' || w.cnpj) FROM workplaces w WHERE w.id = OLD.workplace_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE FUNCTION ponto_callers_truncated() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ponto_callers', '*');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_caller_changed AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION ponto_caller_changed();--> statement-breakpoint
CREATE TRIGGER user_workplaces_caller_changed AFTER INSERT OR UPDATE OR DELETE ON "user_workplaces"
  FOR EACH ROW EXECUTE FUNCTION ponto_caller_changed();--> statement-breakpoint
CREATE TRIGGER refresh_tokens_caller_changed AFTER INSERT OR UPDATE OR DELETE ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION ponto_caller_changed();--> statement-breakpoint
CREATE TRIGGER workplaces_caller_changed AFTER INSERT OR UPDATE OR DELETE ON "workplaces"
  FOR EACH ROW EXECUTE FUNCTION ponto_caller_changed();--> statement-breakpoint
CREATE TRIGGER readers_caller_changed AFTER INSERT OR UPDATE OR DELETE ON "readers"
  FOR EACH ROW EXECUTE FUNCTION ponto_caller_changed();--> statement-breakpoint
CREATE TRIGGER users_callers_truncated AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION ponto_callers_truncated();--> statement-breakpoint
CREATE TRIGGER user_workplaces_callers_truncated AFTER TRUNCATE ON "user_workplaces"
  FOR EACH STATEMENT EXECUTE FUNCTION ponto_callers_truncated();--> statement-breakpoint
CREATE TRIGGER refresh_tokens_callers_truncated AFTER TRUNCATE ON "refresh_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION ponto_callers_truncated();--> statement-breakpoint
CREATE TRIGGER workplaces_callers_truncated AFTER TRUNCATE ON "workplaces"
  FOR EACH STATEMENT EXECUTE FUNCTION ponto_callers_truncated();--> statement-breakpoint
CREATE TRIGGER readers_callers_truncated AFTER TRUNCATE ON "readers"
  FOR EACH STATEMENT EXECUTE FUNCTION ponto_callers_truncated();
