import type { NamespaceCatalogs } from '../../catalog-types';
import enUS from './en-US';
import esES from './es-ES';
import ptBR from './pt-BR';
import ptPT from './pt-PT';

export default { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES, 'pt-PT': ptPT } satisfies NamespaceCatalogs<
  typeof ptBR
>;
