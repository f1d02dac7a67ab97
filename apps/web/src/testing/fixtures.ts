import type { LoginResponse, Session, SessionWorkplace } from '@ponto/domain';

export function workplace(overrides: Partial<SessionWorkplace> = {}): SessionWorkplace {
  return {
    cnpj: '22333444000181',
    name: 'Clínica Ponto Saúde',
    permissions: [],
    group: null,
    modules: [],
    services: ['rapid_test', 'ponto'],
    parameters: {},
    classification: 'CLINIC',
    readers: [],
    ...overrides,
  };
}

type SessionOverrides = Partial<Omit<Session, 'user'>> & { user?: Partial<Session['user']> };

/** A valid §3 session of an ACTIVE operator; override what a test is about. */
export function session(overrides: SessionOverrides = {}): Session {
  const { user, ...rest } = overrides;
  const current = rest.currentWorkplace === undefined ? workplace() : rest.currentWorkplace;
  return {
    user: {
      id: 'u1',
      document: '11144477735',
      name: 'Ana Operadora',
      username: 'ana',
      status: 'ACTIVE',
      roles: ['operator'],
      permissions: { labAnalyst: false, stockView: false, selfCollection: false },
      manager: false,
      restricted: false,
      language: 'pt-BR',
      ...user,
    },
    currentWorkplace: current,
    availableWorkplaces: current ? [current] : [],
    readerCodes: [],
    services: {
      mab: false,
      clinic: true,
      attendance: true,
      rapid_test: true,
      ponto: true,
      telemedicine: false,
    },
    customization: { logoUrl: null, name: 'Ponto' },
    validationMode: false,
    controlSample: { auth: false, mode: false },
    reportNameVariant: 'Medic',
    loginPopups: { nps: false, survey: false },
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    ...rest,
  };
}

export function loginResponse(value: Session = session(), expiresIn = 900): LoginResponse {
  return { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn, session: value };
}

/** A JSON Response like the API's. */
export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function apiError(code: string, status: number, extra: Record<string, unknown> = {}) {
  return json(status, {
    error: {
      code,
      status,
      titleKey: `errors:${code}.title`,
      adviceKey: `errors:${code}.advice`,
      message: code,
      ...extra,
    },
  });
}
