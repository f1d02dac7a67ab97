export default {
  AUTH_INVALID_CREDENTIALS: {
    title: 'Invalid user or password',
    advice: 'Check the fields and your connection, then try again.',
  },
  AUTH_BLOCKED: {
    title: 'Access blocked after too many attempts',
    advice: 'Wait 6 minutes and try again. Time left: {{minutes}} min {{seconds}} s.',
  },
  AUTH_LOGIN_EXPIRED: { title: 'Login expired', advice: 'Please sign in again.' },
  AUTH_PASSWORD_TOKEN_EXPIRED: {
    title: 'Reset link expired or already used',
    advice: 'Contact support or use “Forgot password” to get a new link.',
  },
  AUTH_ACCESS_SUSPENDED: {
    title: 'Access suspended',
    advice: 'A payment is pending. Please contact your account manager.',
  },
  AUTH_NO_WORKPLACE: {
    title: 'No workplace linked',
    advice: 'Your user is not linked to any workplace. Please contact support.',
  },
  AUTH_WRONG_OLD_PASSWORD: { title: 'Current password is wrong', advice: 'Type the password you use today.' },
  AUTH_RESEND_WAIT: {
    title: 'Please wait before resending',
    advice: 'You can ask for a new message in {{minutes}} min {{seconds}} s.',
  },
  AUTH_INVALID_CLIENT: { title: 'Client not authorised', advice: 'Check the client credentials.' },
  VALIDATION_FAILED: { title: 'Check the highlighted fields', advice: 'Fix the fields and try again.' },
  NOT_FOUND: { title: 'Not found', advice: 'The item does not exist or you have no access to it.' },
  FORBIDDEN: { title: 'Not allowed', advice: 'Your profile does not allow this action.' },
  RATE_LIMITED: { title: 'Too many requests', advice: 'Wait a moment and try again.' },
  NOT_READY: {
    title: 'The portal is not ready',
    advice: 'A part the portal needs does not answer (named in checks). Try again in a moment.',
  },
  DATABASE_UNAVAILABLE: {
    title: 'The portal is unavailable for a moment',
    advice:
      'The database does not answer right now. Nothing already saved was lost; try again in a few seconds.',
  },
  AUDIT_UNAVAILABLE: {
    title: 'Could not record in the audit trail',
    advice:
      'Nothing was shown or changed, because it could not be recorded. Try again in a moment; if it keeps happening, talk to support in the chat.',
  },
  NETWORK_ERROR: { title: 'Connection error', advice: 'Check your internet connection and reload the page.' },
  SOMETHING_WENT_WRONG: {
    title: 'Something went wrong',
    advice: 'Try again or talk to support in the chat.',
  },
  UNEXPECTED_ERROR: { title: 'Unexpected error', advice: 'Try again or talk to support in the chat.' },
  INVALID_TRANSITION: {
    title: 'Action not allowed right now',
    advice: 'The item has changed its state. Reload the page; if it persists, talk to support in the chat.',
  },
  INTEGRATION_TOKEN_NOT_GENERATED: {
    title: 'The token could not be generated',
    advice:
      'Check the integration user, password and tax id. If they are right, talk to support in the chat.',
  },
  INTEGRATION_WORKPLACES_UNAVAILABLE: {
    title: 'Workplaces could not be listed',
    advice: 'Try again in a few minutes or talk to support in the chat.',
  },
  INTEGRATION_EXAMS_UNAVAILABLE: {
    title: 'Exams could not be listed',
    advice: 'Try again in a few minutes or talk to support in the chat.',
  },
  INTEGRATION_PRE_EXAM_NOT_CREATED: {
    title: 'The pre-exam could not be created',
    advice:
      'Check the patient data, exam index and tax id you sent. If they are right, talk to support in the chat.',
  },
  INTEGRATION_STATUS_UNAVAILABLE: {
    title: 'The exam status could not be read',
    advice: 'Check the exam id and tax id and try again, or talk to support in the chat.',
  },
  INTEGRATION_PDF_UNAVAILABLE: {
    title: 'The exam PDF could not be fetched',
    advice: 'The report may not be ready yet. Try again later or talk to support in the chat.',
  },
  INTEGRATION_RESULTS_UNAVAILABLE: {
    title: 'The exam results could not be fetched',
    advice: 'Check the exam id and tax id and try again, or talk to support in the chat.',
  },
  RNDS_EXAM_NOT_ACCEPTED: {
    title: 'RNDS does not take this exam',
    advice:
      "RNDS publishes exam codes for SARS-CoV-2 only. Notify this result by the health authority's own form.",
  },
  RNDS_PATIENT_CPF_REQUIRED: {
    title: "The patient's CPF is required by RNDS",
    advice:
      "RNDS identifies people by CPF or CNS. Update the patient's document to a CPF, or notify by the health authority's own form.",
  },
  RNDS_SAMPLE_TYPE_NOT_ACCEPTED: {
    title: "The exam's sample type has no RNDS code",
    advice: "Talk to support: the exam's sample type is missing from the RNDS table.",
  },
  RNDS_RESULT_NOT_REPORTABLE: {
    title: 'The result cannot be sent to RNDS',
    advice: 'An invalid test has no RNDS result. Repeat the exam.',
  },
  RNDS_NOT_CONFIGURED: {
    title: 'Sending to RNDS is not set up',
    advice:
      "The establishment's RNDS certificate and addresses must be configured on the server first. Download the document instead.",
  },
  INTEGRATION_ACCESS_NOT_GRANTED: {
    title: 'API access not granted',
    advice: 'API credentials are given by request. Talk to your account manager.',
  },
  INTEGRATION_PRE_EXAM_ALREADY_STARTED: {
    title: 'The exam has already started',
    advice:
      'Only a request whose exams have not started can be deleted. To stop an exam under way, contact the workplace.',
  },
  INTEGRATION_REPORT_NOT_READY: {
    title: 'The report is not ready yet',
    advice: 'Wait for the status FINISHED (or the result webhook) and try again.',
  },
  CAMERA_NOT_ALLOWED: {
    title: 'Camera access not allowed',
    advice: 'Allow camera use in the browser settings and try again.',
  },
  CAMERA_NOT_FOUND: { title: 'No camera found', advice: 'Connect a camera to the computer and try again.' },
  CAMERA_NOT_SUPPORTED: {
    title: 'Camera not supported on this connection',
    advice: 'The camera only works on a secure connection (https). Open the portal at its secure address.',
  },
  CAMERA_IN_USE: {
    title: 'Camera in use',
    advice: 'Close other programs or tabs using the camera and try again.',
  },
  CAMERA_INCOMPATIBLE: {
    title: 'Incompatible camera',
    advice: 'Use another camera or talk to support in the chat.',
  },
  CAMERA_BROWSER_INCOMPATIBLE: {
    title: 'Browser incompatible with the camera',
    advice: 'Use a recent version of Chrome, Edge, Firefox or Safari.',
  },
  CAMERA_NOT_STARTED: {
    title: 'The camera did not start',
    advice: 'Reload the page and try again. If it persists, talk to support in the chat.',
  },
  CAMERA_NO_FACE: {
    title: 'No face identified',
    advice:
      "Place the patient's face and the document inside the frame, in good light, and take the photo again.",
  },
  BROWSER_UNSUPPORTED: {
    title: 'Unsupported browser',
    advice: 'Use a recent version of Chrome, Edge, Firefox or Safari.',
  },
  CAPSULE_ALREADY_USED: {
    title: 'Capsule already used',
    advice: "This capsule was already used in {{patient}}'s exam. Use a new capsule.",
  },
  CAPSULE_EXPIRED: {
    title: 'Capsule expired',
    advice: 'This capsule is past its expiry date. Use a capsule from a lot within its expiry date.',
  },
  CAPSULE_NOT_FOUND: {
    title: 'Capsule not found',
    advice: 'Check the capsule code. If it is right, talk to support in the chat.',
  },
  CAPSULE_INVALID: {
    title: 'Invalid capsule',
    advice: 'Repeat the exam with a new capsule. If it persists, talk to support in the chat.',
  },
  CAPSULE_INCOMPATIBLE: {
    title: 'Capsule does not match the exam',
    advice: 'Use a capsule for the selected exam.',
  },
  CAPSULE_REMOVED_DURING_PROCESSING: {
    title: 'Capsule removed during processing',
    advice: 'You may continue the exam or send it to recollect.',
  },
  CAPSULE_INSERTED_TOO_EARLY: {
    title: 'Capsule inserted too early',
    advice: 'Remove the capsule and insert it only when the reader asks for it.',
  },
  CAPSULE_INSERTED_TOO_LATE: {
    title: 'Capsule inserted too late',
    advice:
      'The capsule was inserted more than 10 minutes after the NFC read. Cancel the exam or send it to recollect.',
  },
  CAPSULE_NULLIFIED: {
    title: 'Capsule nullified',
    advice: 'A nullified capsule cannot be reused. Use a new capsule.',
  },
  IMAGE_QR_NOT_FOUND: { title: 'Capsule QR code not found', advice: 'Repeat the exam with a new capsule.' },
  IMAGE_DATAMATRIX_NOT_FOUND: {
    title: 'Capsule data matrix not found',
    advice: 'Repeat the exam with a new capsule.',
  },
  IMAGE_FIDUCIALS_NOT_FOUND: {
    title: 'Fiducial marks not found',
    advice: 'Repeat the exam with a new capsule.',
  },
  IMAGE_CORRUPTED: { title: 'Corrupted image', advice: 'Repeat the exam with a new capsule.' },
  IMAGE_EXPOSURE: { title: 'Image exposure failure', advice: 'Repeat the exam with a new capsule.' },
  IMAGE_FOCUS: { title: 'Image focus failure', advice: 'Repeat the exam with a new capsule.' },
  NFC_TAG_INVALID: {
    title: 'Invalid NFC tag',
    advice: 'Hold another capsule to the reader. If it persists, talk to support in the chat.',
  },
  NFC_TAG_EXPIRED: {
    title: 'NFC tag expired',
    advice: "This capsule's lot has expired. Use a capsule within its expiry date.",
  },
  NFC_TAG_OVERUSED: {
    title: 'NFC tag read too many times',
    advice: 'This capsule reached its read limit. Use a new capsule.',
  },
  NFC_TAG_EXAM_MISMATCH: {
    title: 'The capsule does not match the exam',
    advice: 'Use a capsule for the selected exam.',
  },
  CALIBRATION_FAILED: {
    title: 'Calibration failed',
    advice: 'Repeat the calibration. If it persists, talk to support in the chat.',
  },
  CALIBRATION_NEEDED: {
    title: 'Calibration needed',
    advice: 'Calibrate the reader before starting the exam.',
  },
  CALIBRATION_WRONG_CAPSULE: {
    title: 'Wrong calibration capsule',
    advice: 'Insert the calibration capsule supplied with the reader.',
  },
  CALIBRATION_WRONG_POSITION: {
    title: 'Calibration capsule in the wrong position',
    advice: 'Insert the calibration capsule with the logo facing up.',
  },
  CALIBRATION_TIMEOUT: {
    title: 'Calibration timed out',
    advice: 'The calibration capsule was not inserted within 2 minutes. Press Calibrate again.',
  },
  READER_THERMAL_RUNAWAY: {
    title: 'Reader temperature fault',
    advice:
      'Turn the reader off, wait a few minutes and turn it on again. If it persists, talk to support in the chat.',
  },
  READER_NTC_FAULT: {
    title: 'Reader temperature sensor fault',
    advice: 'Restart the reader. If it persists, talk to support in the chat.',
  },
  READER_TEMPERATURE_OUT_OF_RANGE: {
    title: 'Temperature out of range',
    advice: 'Keep the reader in a room between 15 °C and 30 °C, away from sunlight, and try again.',
  },
  READER_HEATING_TIMEOUT: {
    title: 'The reader took too long to heat up',
    advice: 'Restart the reader and repeat the exam. If it persists, talk to support in the chat.',
  },
  READER_OVER_VOLTAGE: {
    title: 'Reader over-voltage',
    advice: 'Use only the original 12 V (4 A) power supply. If it persists, talk to support in the chat.',
  },
  READER_SENSOR_FAULT: {
    title: 'Reader sensor fault',
    advice: 'Restart the reader. If it persists, talk to support in the chat.',
  },
  READER_I2C_FAULT: {
    title: 'Reader internal bus fault (I2C)',
    advice: 'Restart the reader. If it persists, talk to support in the chat.',
  },
  READER_STEPPER_FAULT: {
    title: 'Reader motor fault',
    advice: 'Restart the reader. If it persists, talk to support in the chat.',
  },
  READER_LED_FAULT: {
    title: 'Reader light fault',
    advice: 'Restart the reader. If it persists, talk to support in the chat.',
  },
  READER_FILESYSTEM_FAULT: {
    title: 'Reader storage fault',
    advice: 'Restart the reader. If it persists, talk to support in the chat.',
  },
  READER_CAMERA_FAULT: {
    title: 'Reader camera fault',
    advice: 'Restart the reader. If it persists, talk to support in the chat.',
  },
  READER_NFC_INIT_FAULT: {
    title: "The reader's NFC did not start",
    advice: 'Restart the reader. If it persists, talk to support in the chat.',
  },
  READER_MESSAGE_TOO_LONG: {
    title: 'Reader message exceeds the allowed length',
    advice: 'Update the reader. If it persists, talk to support in the chat.',
  },
  READER_NOT_CONFIGURED: {
    title: 'Reader not configured',
    advice: 'Talk to support in the chat to configure the reader.',
  },
  READER_NOT_CALIBRATED: {
    title: 'Reader not calibrated',
    advice: 'Calibrate the reader before starting the exam.',
  },
  READER_RESTARTED_DURING_EXAM: {
    title: 'The reader restarted during the exam',
    advice: "Check the reader's power supply. You may send the exam to recollect.",
  },
  READER_UPDATING: {
    title: 'Reader updating',
    advice: 'Please wait: the update takes 5 to 10 minutes. Do not turn the reader off.',
  },
  READER_UPDATE_FAILED: {
    title: 'Reader update failed',
    advice:
      "Check the reader's connection and try the update again. If it persists, talk to support in the chat.",
  },
  READER_UPDATE_REFUSED_DURING_EXAM: {
    title: 'Update refused during an exam',
    advice: 'Wait for the exam to finish before updating the reader.',
  },
  READER_LOW_BATTERY: {
    title: 'Low battery',
    advice: 'Plug the reader into its power supply before starting the exam.',
  },
  READER_STARTING: {
    title: 'Reader starting up',
    advice: 'Wait a few seconds until the reader shows as available, then try again.',
  },
  READER_TURN_OFF_REFUSED: {
    title: 'Turn-off refused during an exam',
    advice: 'Wait for the exam to finish before turning the reader off.',
  },
  READER_UNKNOWN_PROTOCOL: {
    title: 'Unknown reader protocol',
    advice: 'Update the reader. If it persists, talk to support in the chat.',
  },
  READER_IN_USE: {
    title: 'Reader already in use',
    advice: 'Wait for the current exam to finish or choose another reader.',
  },
  READER_NOT_SUITED: {
    title: 'Reader not suited to the exam',
    advice: 'Choose a reader of the family this exam needs.',
  },
  READER_BLOCKED: { title: 'Reader blocked', advice: 'This reader is blocked. Talk to support in the chat.' },
  READER_BLACKLISTED: {
    title: 'Update required before the exam',
    advice: "This reader's version was blocked. Update the reader to continue.",
  },
  READER_OFFLINE: {
    title: 'Reader offline',
    advice: 'Check that the reader is on and connected to the internet.',
  },
  RESULT_TOO_LARGE: {
    title: 'Result too large',
    advice: 'Repeat the exam. If it persists, talk to support in the chat.',
  },
  RESULT_UNREADABLE: {
    title: 'Unreadable result',
    advice: 'Repeat the exam. If it persists, talk to support in the chat.',
  },
  EXAM_TIMEOUT: {
    title: 'Exam timed out',
    advice: 'There was no action for 30 minutes. Cancel the exam or send it to recollect.',
  },
  EXAM_TIMEOUT_WARNING: {
    title: 'The exam is waiting for an action',
    advice: '{{minutes}} minutes left before the exam times out. Follow the reader instruction.',
  },
  EXAM_STEP_TIMEOUT: {
    title: 'Step timed out',
    advice:
      'Step {{step}} did not finish in the expected time. Repeat the exam or talk to support in the chat.',
  },
  EXAM_OUT_OF_ORDER: {
    title: 'Exam step out of order',
    advice: 'The reader sent an unexpected step. Repeat the exam or talk to support in the chat.',
  },
  EXAM_CANCELLED: {
    title: 'Exam cancelled',
    advice: 'The exam data were discarded and the kit consumables cannot be reused.',
  },
  EXAM_INVALIDATED_BY_SOFTWARE: {
    title: 'Exam invalidated by the software',
    advice: 'The analysis failed the quality check. Send the exam to recollect.',
  },
  EXAM_NOT_ALLOWED_FOR_AGE: {
    title: 'Exam not allowed at this age',
    advice: 'The {{exam}} exam is only allowed from {{minAge}} years of age.',
  },
  EXAM_APPROVAL_WRONG_WORKPLACE: {
    title: 'Approval not allowed',
    advice: 'Only the workplace that registered the exam may approve it.',
  },
  EXAM_CANCEL_NOT_ALLOWED: {
    title: 'The exam cannot be cancelled',
    advice: 'Exams with a released report cannot be cancelled. Talk to support in the chat.',
  },
  PATIENT_NOT_REGISTERED: {
    title: 'Patient not registered',
    advice: 'Register the patient before starting the exam.',
  },
  PATIENT_UNDER_AGE: { title: 'Patient under age', advice: 'This project does not serve patients under 18.' },
  PRE_EXAM_NOT_FOUND: {
    title: 'Pre-exam not found',
    advice: 'Check the pre-exam code. If it is right, talk to support in the chat.',
  },
  CLIENT_QUIZ_LINK_INVALID: {
    title: 'Invalid questionnaire link',
    advice: 'Check that the whole link was copied. If it still fails, ask the workplace for a new link.',
  },
  CLIENT_QUIZ_LINK_EXPIRED: {
    title: 'Questionnaire link expired',
    advice: 'This link was valid for 7 days. Ask the workplace for a new link.',
  },
  CLIENT_QUIZ_CLOSED: {
    title: 'Questionnaire closed',
    advice:
      'The exam has already started, so the answers can no longer change. Talk to the workplace if something needs correcting.',
  },
  RECOLLECT_NOT_AVAILABLE: {
    title: 'No recollect available',
    advice: 'There are no exams waiting for recollect.',
  },
  RECOLLECT_ALREADY_DONE: {
    title: 'Exam already recollected',
    advice: 'An exam can be recollected only once. Register a new exam.',
  },
  RECOLLECT_READER_BUSY: {
    title: 'The recollect could not start',
    advice: 'Another exam on this reader is waiting for its capsule. Finish it or choose another reader.',
  },
  RECOLLECT_EXPIRED: {
    title: 'Recollect deadline expired',
    advice: 'The deadline to recollect this exam has passed. Register the exam again.',
  },
  RECTIFY_NOT_ALLOWED: {
    title: 'Rectification not allowed',
    advice: 'Only released results can be rectified, after confirmation.',
  },
  FLOW_ALREADY_RESERVED: {
    title: 'This Lens reader already has a Flow reserved',
    advice: 'A Lens reader can hold only one reserved Flow reader. Release the current one first.',
  },
  RESULT_SHEET_COUNCIL_REQUIRED: {
    title: 'Professional council data required',
    advice: 'Enter the council acronym, state and number to issue the result sheet.',
  },
  CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED: {
    title: 'Critical value already acknowledged',
    advice:
      'Someone has already recorded who was told of this critical value. Refresh the list to see who, when and how.',
  },
  CODE_NOT_FOUND: { title: 'Code not found', advice: 'Check the code you typed and try again.' },
  CODE_ALREADY_USED: {
    title: 'Code already used',
    advice:
      "This code was already used in {{patient}}'s exam. Talk to support in the chat if this is a mistake.",
  },
  READER_CODE_NOT_FOUND: {
    title: 'Reader code does not exist',
    advice: "Check the code on the reader's label and try again.",
  },
  PATIENT_ALREADY_ANONYMISED: {
    title: 'Patient already anonymised',
    advice:
      'The data that identified this patient has already been erased. Anonymisation cannot be undone or repeated.',
  },
  PATIENT_ALREADY_REGISTERED: {
    title: 'Patient already registered',
    advice:
      'This document is already registered at this workplace. Look the patient up and update their data.',
  },
  READER_ALREADY_REGISTERED: {
    title: 'Reader already registered',
    advice: 'This reader is already registered. If it is not in your list, talk to support in the chat.',
  },
  SAMPLE_CODE_ALREADY_USED: {
    title: 'Sample code already used',
    advice: 'Each sample needs a unique code. Use another code.',
  },
  SAMPLE_TYPE_NOT_SAVED: {
    title: 'Sample type not saved',
    advice: 'Try again. If it persists, talk to support in the chat.',
  },
  LOT_NOT_FOUND: { title: 'Lot not found', advice: 'Check the lot number and try again.' },
  LOT_EXPIRED: { title: 'Lot expired', advice: 'Use a lot within its expiry date.' },
  LOT_ROUND_CLOSED: { title: 'Round closed', advice: 'The round of this control lot is already closed.' },
  LOT_WRONG_FORMAT: {
    title: 'Incorrect format',
    advice: 'Check the code you typed: it must follow the format printed on the sample.',
  },
  CONTROL_SAMPLE_NOT_FOUND: {
    title: 'Control sample not found',
    advice: 'Check the control sample code and try again.',
  },
  CONTROL_SAMPLE_INCOMPATIBLE: {
    title: 'Incompatible control sample',
    advice: 'The sample does not suit the chosen reader. Choose another reader.',
  },
  POSTAL_CODE_NOT_FOUND: {
    title: 'Unknown postal code',
    advice: "Check the postal code, or tick 'postal code unknown' and fill in the address.",
  },
  VOUCHER_WRONG_WORKPLACE: {
    title: 'Voucher from another workplace',
    advice: 'This voucher is not valid at this workplace.',
  },
  VOUCHER_WRONG_EXAM: {
    title: 'Voucher for another exam',
    advice: 'This voucher is not valid for the chosen exam.',
  },
  VOUCHER_MAX_USED: {
    title: 'Voucher used up',
    advice: 'This voucher has reached its maximum number of uses.',
  },
  VOUCHER_EXPIRED: { title: 'Voucher expired', advice: 'This voucher is past its validity.' },
  VOUCHER_WRONG_PATIENT: {
    title: 'Voucher for another patient',
    advice: 'This voucher belongs to another patient.',
  },
  VOUCHER_NOT_FOUND: { title: 'Voucher not found', advice: 'Check the voucher code and try again.' },
  VOUCHER_ERROR: {
    title: 'The voucher could not be validated',
    advice: 'Try again or talk to support in the chat.',
  },
  REPORT_GENERATION_FAILED: {
    title: 'The report could not be generated',
    advice: 'Try again or talk to support in the chat.',
  },
  ZIP_DOWNLOAD_FAILED: {
    title: 'The ZIP download failed',
    advice: 'Try again with fewer files or talk to support in the chat.',
  },
  DOWNLOAD_LIMIT_EXCEEDED: {
    title: 'Too many files to download',
    advice: 'Download at most {{max}} files at a time. Shorten the period or add filters.',
  },
  NO_REPORTS_TO_DOWNLOAD: {
    title: 'No reports to download',
    advice: 'No exam with a report matches the filters. Change the period, the exam or the model.',
  },
  REPORT_BASE64_NOT_CONTRACTED: {
    title: 'Base64 reports are for contracted clients',
    advice:
      'Access to reports as base64 through the API is part of the contract. Talk to your account manager or download the PDF.',
  },
  EXAM_LOAD_FAILED: {
    title: 'Exams could not be loaded',
    advice: 'Reload the page or talk to support in the chat.',
  },
  TRAILS_LOAD_FAILED: {
    title: 'Training trails could not be loaded',
    advice: 'Reload the page or talk to support in the chat.',
  },
  RECTIFY_FAILED: {
    title: 'The result could not be rectified',
    advice: 'Try again or talk to support in the chat.',
  },
  HISTORY_LOAD_FAILED: {
    title: 'History could not be loaded',
    advice: 'Reload the page or talk to support in the chat.',
  },
  QUESTIONNAIRE_VIEW_FAILED: {
    title: 'The questionnaire could not be opened',
    advice: 'Try again or talk to support in the chat.',
  },
  LEAFLET_LOAD_FAILED: {
    title: 'The leaflet could not be loaded',
    advice: 'Check the lot code and try again, or talk to support in the chat.',
  },
  PATIENT_EDIT_FAILED: {
    title: 'The patient could not be saved',
    advice: 'No data were lost. Try again or talk to support in the chat.',
  },
  QR_NOT_RECOGNISED: {
    title: 'QR code not recognised',
    advice: 'Hold the code closer to the camera, in good light, or type it.',
  },
  NULLIFY_QR_FAILED: {
    title: "The capsule's QR code could not be read",
    advice: 'Try again or type the capsule code and lot.',
  },
  NULLIFY_NETWORK_FAILED: {
    title: 'Connection failure while nullifying the capsule',
    advice: 'The capsule was not nullified. Check your internet and try again.',
  },
  NULLIFY_ALREADY_NULLIFIED: {
    title: 'Capsule already nullified',
    advice: 'This capsule was already nullified and will not be billed.',
  },
  NO_CODES: {
    title: 'No codes available',
    advice: 'There are no codes available for this exam. Talk to support in the chat.',
  },
  NO_READERS: {
    title: 'No readers available',
    advice: 'Register a reader by its code or talk to support in the chat.',
  },
  NO_FLOW_AVAILABLE: {
    title: 'No Flow reader available',
    advice: 'A Lens blood count needs a reserved Flow reader. Free a Flow or talk to support in the chat.',
  },
  NO_KITS_FOR_COMBINATION: {
    title: 'No kits for this exam combination',
    advice: 'Choose another combination of exams for self-collection.',
  },
  STOCK_OUT: {
    title: 'No capsules of this lot left in stock',
    advice:
      'The recorded stock has run out. Confirm the arrival of your latest order or contact support through the chat.',
  },
  STOCK_INSUFFICIENT: {
    title: 'Not enough stock',
    advice: 'The lot does not have that many capsules. Lower the quantity.',
  },
  TRANSFER_SAME_WORKPLACE: {
    title: 'Choose another workplace',
    advice: 'The capsules are already at this workplace.',
  },
  ORDER_INVOICE_NOT_FOUND: {
    title: 'Invoice not found',
    advice:
      'No order shipped to this workplace has this invoice. Check the number; if it is right, contact support through the chat.',
  },
  ORDER_SHIPMENT_MISSING: {
    title: 'The invoice or the lots are missing',
    advice: 'Give the shipping invoice number and the lots shipped.',
  },
  OPERATOR_EXISTS: {
    title: 'This document is already registered',
    advice: 'Add the person as a worker instead of creating a new operator.',
  },
  WORKER_REMOVE_SELF: {
    title: 'You cannot remove yourself',
    advice: 'Ask another manager of the workplace.',
  },
  LEAFLET_NOT_FOUND: {
    title: 'No leaflet for this lot',
    advice:
      'Check the lot code on the box (the 3 digits before the last 6 select the leaflet) or talk to support in the chat.',
  },
  CERTIFICATE_NOT_AVAILABLE: {
    title: 'Certificate not available yet',
    advice: 'Pass the course with the minimum grade to download its certificate.',
  },
  TRAINING_COURSE_LOCKED: {
    title: 'Course still locked',
    advice: 'First complete the earlier courses of the trail.',
  },
  TRAINING_REQUIRED: {
    title: 'Training required',
    advice: 'Finish your training trail at /treinamento to register patients and run exams.',
  },
  QUALITY_CONTROL_LOCKOUT: {
    title: 'Quality control pending',
    advice:
      "This reader and exam's internal control is overdue, failed or missing. Run a control sample or ask a manager for an override.",
  },
  QUALITY_OVERRIDE_NOT_NEEDED: {
    title: 'Override not needed',
    advice: 'This reader and exam are not locked by quality control.',
  },
  CONTROL_MODE_REQUIRED: {
    title: 'Enter control-sample mode',
    advice: 'Enter control-sample mode and sign in to the provider to go on.',
  },
  CONTROL_PROVIDER_LOGIN_FAILED: {
    title: 'Wrong provider user or password',
    advice: "Check the control-sample provider's user name and password.",
  },
  CONTROL_PROVIDER_UNAVAILABLE: {
    title: 'Control-sample provider unavailable',
    advice: 'Try again in a few minutes or talk to support in the chat.',
  },
  QUALITY_DOCUMENT_REJECTED: {
    title: 'File not accepted',
    advice: 'Send a PDF, image, spreadsheet or text document of up to 10 MB.',
  },
  SUPPORT_ATTACHMENT_REJECTED: {
    title: 'Attachment not accepted',
    advice: 'Send an image (JPEG, PNG or WebP) or a PDF of up to 5 MB.',
  },
  DRIVE_THROUGH_SLOT_TAKEN: {
    title: 'Time already taken',
    advice: 'Another operator has just reserved one of these times. Choose another time.',
  },
};
