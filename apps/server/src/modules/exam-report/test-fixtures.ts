import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * Inserts `count` exam requests of one exam straight into the database, each with its patient, pre-exam
 * and a result for every analyte of the exam: released (with a hashcode) unless `released` is false.
 * Exams are one second apart, the newest at `at`. For volume tests (the 200-file limit, paging) where the
 * wizard and the reader would only add minutes.
 */
export async function insertReleasedExams(
  db: Db,
  input: {
    workplaceId: string;
    userId: string;
    examCode: string;
    count: number;
    at: Date;
    released?: boolean;
    fullName?: string;
  },
): Promise<void> {
  const released = input.released ?? true;
  const fullName = input.fullName ?? 'Paciente Volume';
  await db.execute(sql`
    with exam as (select id, index from exams where code = ${input.examCode}::text),
    offset_ as (select count(*)::int as n from pre_exams where workplace_id = ${input.workplaceId}::uuid),
    s as materialized (
      select i, o.n + i as k, gen_random_uuid() as household, gen_random_uuid() as patient,
        gen_random_uuid() as pre_exam, gen_random_uuid() as request,
        ${input.at.toISOString()}::timestamptz - make_interval(secs => i) as at
      from generate_series(0, ${input.count - 1}::int) i, offset_ o
    ),
    h as (insert into households (id, workplace_id) select household, ${input.workplaceId}::uuid from s),
    p as (
      insert into patients (id, workplace_id, document_type, document_number, document_country, full_name,
        search_name, birth_date, registration)
      select patient, ${input.workplaceId}::uuid, 'cpf', lpad(k::text, 11, '0'), 'BR', ${fullName}::text || ' ' || k,
        lower(${fullName}::text || ' ' || k), date '1980-05-20',
        jsonb_build_object('patient', jsonb_build_object(
          'fullName', ${fullName}::text || ' ' || k, 'sex', 'male', 'birthDate', '1980-05-20',
          'document', jsonb_build_object('type', 'cpf', 'number', lpad(k::text, 11, '0')),
          'phone', '11 98888-7777',
          'address', jsonb_build_object('postalCode', '20040-020', 'street', 'Rua do Ouvidor',
            'number', '50', 'district', 'Centro', 'city', 'Rio de Janeiro', 'state', 'RJ', 'country', 'BR')))
      from s
    ),
    pe as (
      insert into pre_exams (id, workplace_id, protocol_number, patient_id, household_id, "order",
        full_price_cents, remainder_cents, created_by, created_at)
      select pre_exam, ${input.workplaceId}::uuid, '9' || lpad(k::text, 9, '0'), patient, household,
        jsonb_build_object('examIndexes', jsonb_build_array(exam.index), 'reportLanguages',
          jsonb_build_array('pt-BR', 'en-US'), 'procedure', jsonb_build_object('kind', 'none'),
          'quizForm', '{}'::jsonb, 'payment', jsonb_build_object('method', 'pix', 'discountCents', 0,
          'pricePaidCents', 4500, 'displacementFeeCents', 0)),
        4500, 0, ${input.userId}::uuid, at
      from s, exam
    ),
    er as (
      insert into exam_requests (id, pre_exam_id, workplace_id, exam_id, exam_index, status, released_at,
        released_by, report_hash, created_at)
      select request, pre_exam, ${input.workplaceId}::uuid, exam.id, exam.index, 'ready',
        case when ${released}::boolean then at end, case when ${released}::boolean then ${input.userId}::uuid end,
        case when ${released}::boolean then encode(sha256(request::text::bytea), 'hex') end, at
      from s, exam
    )
    insert into exam_results (exam_request_id, analyte_code, analyte_name, qualitative, value, unit,
      lower_limit, upper_limit, valid, methodology, result_at, process_time_seconds, source, entered_by)
    select s.request, a.code, a.name, a.qualitative, case when a.qualitative then '0' else '5.4' end, a.unit,
      a.lower_limit, a.upper_limit, true, 'Imunofluorescência', s.at, 240, 'external', ${input.userId}::uuid
    from s, exam join exam_analytes a on a.exam_id = exam.id`);
}

/** RFC 4180 read back strictly: quoted fields may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') throw new Error(`bare line break outside quotes at ${i}`);
    else field += c;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end in CRLF');
  return records;
}
