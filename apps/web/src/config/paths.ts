/**
 * Every screen path of the portal (§2), built from one place. Paths in Portuguese are the product's own;
 * /configuracoes, /estoque and /gestao are added here for sidebar entries that §2 names without a path
 * (docs/web-shell.md).
 */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/senha',
  newPassword: '/nova-senha',
  home: '/home',
  scannerCards: '/scanner-cards',
  newExam: '/novo-exame',
  externalTest: '/external-test',
  training: '/treinamento',
  trainingCourse: '/treinamento/curso',
  viewScanners: '/visualizar-scanners',
  // Public
  integrationApi: '/hilabfarmaapi',
  iframe: '/iframe',
  clientQuiz: '/clientquiz',
  clinicaRx: '/clinicarx',
  networkRequests: '/networkRequests',
  developerGuide: '/developer-guide',
  info: '/info',
  /** A printed report's QR code opens this page (§3 hashcode): /verificar/{hash}. */
  verifyReport: '/verificar',
  // Signed in
  examReport: '/relatorio-exames',
  mandatoryNotifications: '/notificacoes-compulsorias',
  mab: '/mab',
  tempResults: '/temp-results',
  /** Critical values waiting for someone to record who was told (docs/results.md). */
  criticalNotices: '/valores-criticos',
  newExternalExam: '/novo-exame-externo',
  barcode: '/barcode',
  medicalProtocol: '/medical-protocol',
  redo: '/refazer',
  nullify: '/anular',
  calibrations: '/calibracoes',
  agenda: '/agenda',
  reports: '/relatorio',
  covidReport: '/relatorio-covid',
  about: '/sobre',
  manuals: '/manuals',
  manualsGuide: '/manuals/guide',
  leaflets: '/bulas',
  recollect: '/recoleta',
  servicesReport: '/relatorio-servicos',
  quality: '/qualidade',
  qualityExternal: '/qualidade/ceq',
  qualityInternal: '/qualidade/ciq',
  qualityControllab: '/qualidade/controllab',
  qualityPermits: '/qualidade/funcionamento',
  qualityDrive: '/qualidade/drive',
  patients: '/pacientes',
  // Added for §2 sidebar entries without a path
  settings: '/configuracoes',
  stock: '/estoque',
  management: '/gestao',
  /** Ponto's support staff's accounts: find one, suspend it or lift the suspension (§6). */
  supportAccounts: '/suporte/contas',
  /** §2 'Profile: personal data, address, password' has no path of its own. */
  profile: '/perfil',
  // §2 'Network check' has no path of its own (docs/readers.md)
  networkCheck: '/verificar-rede',
  // §2 draws the exam progress screen without a path: /exame/{exam request id} (docs/exam-run.md)
  examProgress: '/exame',
} as const;

export type PathName = keyof typeof paths;

/** The progress screen of one exam request. */
export function examProgressPath(examRequestId: string): string {
  return `${paths.examProgress}/${examRequestId}`;
}

/** /refazer?exame={id}: start the recollect of one exam. */
/** §2 external result entry for one exam request. */
export function externalResultPath(examRequestId: string): string {
  return `${paths.newExternalExam}?exame=${encodeURIComponent(examRequestId)}`;
}

export function redoPath(examRequestId: string): string {
  return `${paths.redo}?exame=${encodeURIComponent(examRequestId)}`;
}

/** /login?from=<wanted path>: where a guard sends someone who must sign in first. */
export function loginWithReturn(wanted: string): string {
  return wanted && wanted !== paths.root ? `${paths.login}?from=${encodeURIComponent(wanted)}` : paths.login;
}

/** The `from` of the login page when it is a path of this portal (never another site). */
export function safeReturnPath(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (from === paths.login || from.startsWith(`${paths.login}?`)) return null;
  return from;
}
