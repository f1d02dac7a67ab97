-- The door's memory of a workplace holds its reader codes, which only a reader's code or workplace changes:
-- a status (written many times a second) must not drop it. A reader's new secret, or its removal, is told
-- as 'd:<code>' so that every server process closes the connections made with the old secret.
DROP TRIGGER readers_caller_changed ON "readers";--> statement-breakpoint
CREATE TRIGGER readers_caller_changed AFTER INSERT OR DELETE OR UPDATE OF code, workplace_id ON "readers"
  FOR EACH ROW EXECUTE FUNCTION ponto_caller_changed();--> statement-breakpoint
CREATE FUNCTION ponto_device_rekeyed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ponto_callers', 'd:' || OLD.code);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER readers_device_rekeyed AFTER UPDATE OF secret_hash ON "readers"
  FOR EACH ROW WHEN (OLD.secret_hash IS DISTINCT FROM NEW.secret_hash) EXECUTE FUNCTION ponto_device_rekeyed();--> statement-breakpoint
CREATE TRIGGER readers_device_removed AFTER DELETE ON "readers"
  FOR EACH ROW EXECUTE FUNCTION ponto_device_rekeyed();
