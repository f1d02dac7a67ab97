/**
 * Released exams with their results written straight into a portal's database, for the exam report
 * benchmark: the wizard and the readers would take hours for 100,000 exams. Every row is what the portal
 * itself stores (patient, household, pre-exam with its order, exam request released with a hashcode, one
 * result per analyte of the exam), so the report reads them exactly as it reads real ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** A client on the portal's database: DATABASE_URL when it runs on a server, else its embedded one. */
export async function connectPortalDatabase(dataDir: string, databaseUrl?: string): Promise<pg.Client> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  }
  // postmaster.pid: pid, data directory, start time, port, …
  const port = Number(fs.readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'db-credentials.json'), 'utf8')) as {
    password: string;
  };
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'ponto', password, database: 'postgres' });
  await client.connect();
  return client;
}

/** Writes the portal's database's dirty pages out now (the iowait it causes counts as idle for `settle`). */
export async function checkpointPortalDatabase(dataDir: string, databaseUrl?: string): Promise<void> {
  const client = await connectPortalDatabase(dataDir, databaseUrl);
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

export interface SeedBatch {
  cnpj: string;
  /** Document of the user who registered, typed and released them. */
  userDocument: string;
  examCode: string;
  count: number;
  /** The newest exam; the others one second apart before it. */
  newest: Date;
  /** Protocol numbers are '8' + this + the exam's position, unique within the workplace. */
  protocolPrefix: string;
}

/** Inserts one batch in a single statement; answers the exam request ids, newest first. */
export async function seedReleasedExams(client: pg.Client, batch: SeedBatch): Promise<string[]> {
  const result = await client.query<{ id: string }>(
    `with wp as (select id from workplaces where cnpj = $1),
    usr as (select id from users where document = $2),
    exam as (select id, index from exams where code = $3),
    s as materialized (
      select i, gen_random_uuid() as household, gen_random_uuid() as patient, gen_random_uuid() as pre_exam,
        gen_random_uuid() as request, $5::timestamptz - make_interval(secs => i) as at
      from generate_series(0, $4::int - 1) i
    ),
    h as (insert into households (id, workplace_id) select household, wp.id from s, wp),
    p as (
      insert into patients (id, workplace_id, document_type, document_number, document_country, full_name,
        search_name, birth_date, registration)
      select patient, wp.id, 'cpf', $6 || lpad(i::text, 8, '0'), 'BR', 'Paciente Bench ' || $6 || '-' || i,
        'paciente bench ' || $6 || '-' || i, date '1975-01-01' + (i % 15000),
        jsonb_build_object('patient', jsonb_build_object(
          'fullName', 'Paciente Bench ' || $6 || '-' || i, 'sex', case when i % 2 = 0 then 'female' else 'male' end,
          'birthDate', (date '1975-01-01' + (i % 15000))::text,
          'document', jsonb_build_object('type', 'cpf', 'number', $6 || lpad(i::text, 8, '0')),
          'phone', '11 98888-7777',
          'address', jsonb_build_object('postalCode', '01310-100', 'street', 'Av. Paulista', 'number', '1000',
            'district', 'Bela Vista', 'city', 'São Paulo', 'state', 'SP', 'country', 'BR')))
      from s, wp
    ),
    pe as (
      insert into pre_exams (id, workplace_id, protocol_number, patient_id, household_id, "order",
        full_price_cents, remainder_cents, created_by, created_at)
      select pre_exam, wp.id, '8' || $6 || lpad(i::text, 7, '0'), patient, household,
        jsonb_build_object('examIndexes', jsonb_build_array(exam.index),
          'reportLanguages', jsonb_build_array('pt-BR', 'en-US'), 'procedure', jsonb_build_object('kind', 'none'),
          'quizForm', '{}'::jsonb, 'payment', jsonb_build_object('method', 'pix', 'discountCents', 0,
          'pricePaidCents', 7900, 'displacementFeeCents', 0)),
        7900, 0, usr.id, at
      from s, wp, usr, exam
    ),
    er as (
      insert into exam_requests (id, pre_exam_id, workplace_id, exam_id, exam_index, status, released_at,
        released_by, report_hash, created_at)
      select request, pre_exam, wp.id, exam.id, exam.index, 'ready', at, usr.id,
        encode(sha256(request::text::bytea), 'hex'), at
      from s, wp, usr, exam
    ),
    r as (
      insert into exam_results (exam_request_id, analyte_code, analyte_name, qualitative, value, unit,
        lower_limit, upper_limit, valid, methodology, result_at, process_time_seconds, source, entered_by)
      select s.request, a.code, a.name, a.qualitative,
        case when a.qualitative then (i % 2)::text else (4 + (i % 30) / 10.0)::text end,
        a.unit, a.lower_limit, a.upper_limit, true, 'Imunocromatografia', s.at, 600, 'external', usr.id
      from s, usr, exam join exam_analytes a on a.exam_id = exam.id
    )
    select request as id from s order by i`,
    [
      batch.cnpj,
      batch.userDocument,
      batch.examCode,
      batch.count,
      batch.newest.toISOString(),
      batch.protocolPrefix,
    ],
  );
  return result.rows.map((row) => row.id);
}
