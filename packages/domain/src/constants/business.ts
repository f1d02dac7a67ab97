/**
 * §9 business constants and limits, named once so server, web and simulator cannot drift apart.
 * Durations are in milliseconds and carry the unit in their name.
 */
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const durations = { SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS } as const;

// Lists and inputs
export const DOWNLOAD_FILES_MAX = 200;
export const PATIENT_SEARCH_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const OPERATOR_NAME_MIN_LETTERS = 3;

// Sign-in
/** Wrong passwords in a row that block the login (the "after 5 wrong passwords"). */
export const LOGIN_MAX_FAILED_ATTEMPTS = 5;
export const LOGIN_LOCKOUT_MS = 6 * MINUTE_MS;
/** An access token lives at most 15 minutes (the server's setting may only shorten it). */
export const ACCESS_TOKEN_MAX_MS = 15 * MINUTE_MS;
/** Absolute session limit: 12 hours after the sign-in, renewals are refused whatever the activity. */
export const SESSION_MAX_MS = 12 * HOUR_MS;
/** Idle limit: a session without activity for 30 minutes ends (server: no call; browser: no input). */
export const SESSION_IDLE_MS = 30 * MINUTE_MS;
export const RESEND_WAIT_MS = 3 * MINUTE_MS;

// Calibration
export const CALIBRATION_CAPSULE_WINDOW_MS = 2 * MINUTE_MS;
export const CALIBRATION_EXPIRY_WARNING_MS = 1 * HOUR_MS;

// Exams on a reader
export const USER_ACTION_TIMEOUT_MS = 30 * MINUTE_MS;
export const USER_ACTION_WARNING_REMAINING_MS = 15 * MINUTE_MS;
export const CAPSULE_AFTER_NFC_MS = 10 * MINUTE_MS;
export const READER_UPDATE_MIN_MS = 5 * MINUTE_MS;
export const READER_UPDATE_MAX_MS = 10 * MINUTE_MS;
export const LENS_READY_MS = 1 * MINUTE_MS;
export const POWER_BUTTON_HOLD_MS = 2 * SECOND_MS;
export const POWER_SUPPLY = { volts: 12, amperes: 4 } as const;

// Drive-through scheduling
export const DRIVE_THROUGH_ESTIMATE_PER_PATIENT_MS = 5 * MINUTE_MS;
export const DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS = 10 * MINUTE_MS;
/** How long times chosen in the new-exam wizard stay held before registration finishes (docs/agenda.md). */
export const DRIVE_THROUGH_HOLD_MS = 15 * MINUTE_MS;
/** The most people one car (one household) reserves at once. */
export const DRIVE_THROUGH_MAX_HOUSEHOLD = 8;

// Ages (§5, §9)
export const GUARDIAN_REQUIRED_UNDER_AGE = 12;
export const ADULT_AGE = 18;
/**
 * BhCG, HIV, syphilis and HBsAg are refused under this age. Some texts say 15: read as "15 and younger",
 * the stricter workplaces set the minimum to 16 (workplace parameter restrictedExamMinAge).
 */
export const RESTRICTED_EXAM_MIN_AGE = 14;
export const RESTRICTED_EXAM_MIN_AGE_ALTERNATIVE = 16;
export const DEFAULT_PATIENT_AGE = 18;
export const MAX_PATIENT_AGE = 119;
/** Birth certificates are accepted as the document only for those born after this year. */
export const BIRTH_CERTIFICATE_BORN_AFTER_YEAR = 2010;

// Antigen test instructions
export const ANTIGEN_STRIP_DROPS = 3;
export const NASAL_SWAB_TURNS = { min: 8, max: 15 } as const;
export const NASAL_SWAB_IN_TUBE_MS = 1 * MINUTE_MS;

// Stock and quality
export const STOCK_EXPIRY_WARNING_MS = 7 * DAY_MS;
export const QUALITATIVE_INTERNAL_CONTROL_MONTHS = 2;
export const QUANTITATIVE_INTERNAL_CONTROL_MONTHS = 1;
export const CONTROL_SAMPLE_PREFIXES = ['EP', 'CI'] as const;
/** The leaflet code is the 3 digits that come before the last 6 of a lot code. */
export const LEAFLET_CODE_LENGTH = 3;
export const LEAFLET_CODE_SUFFIX_LENGTH = 6;

// Live connection (MQTT)
export const LIVE_KEEPALIVE_S = 30;
export const LIVE_RECONNECT_MS = 1 * SECOND_MS;
export const LIVE_CONNECT_TIMEOUT_MS = 30 * SECOND_MS;
export const LIVE_STATUS_CHECK_TIMEOUT_MS = 5 * SECOND_MS;
export const LIVE_OTHER_CLIENT_TIMEOUT_MS = 20 * SECOND_MS;
export const LIVE_QOS = 1;
/**
 * How long the server holds a reader's event whose predecessor (by the event's `order`) has not arrived
 * before handling it anyway: a broker that splits a reader's messages between server processes delivers
 * them within milliseconds, so a predecessor still missing after this was lost (or dropped as malformed).
 */
export const READER_EVENT_GAP_WAIT_MS = 10 * SECOND_MS;

// Languages and views
export const reportLanguages = ['pt-BR', 'en-US', 'es-ES', 'pt-PT'] as const;
export type ReportLanguage = (typeof reportLanguages)[number];
export const DEFAULT_LANGUAGE: ReportLanguage = 'pt-BR';
export const calendarViews = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'month';
