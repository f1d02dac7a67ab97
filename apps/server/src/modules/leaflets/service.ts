import { type Leaflet, leafletCodeFromLot, leafletLotProblem, localised } from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import { AppError, validationError } from '../../platform/errors';
import { leafletPdf } from './leaflet-pdf';
import { LeafletRepository, type LeafletRow } from './repository';

/**
 * §2 leaflets and tutorials by lot code: §9 the 3 digits before the last 6 of the lot select the leaflet;
 * its texts in the language asked for, each falling back to pt-BR.
 */
export class LeafletService {
  private readonly repo: LeafletRepository;

  constructor(deps: { db: Db }) {
    this.repo = new LeafletRepository(deps.db);
  }

  async byLot(lot: string, locale: Locale): Promise<Leaflet> {
    const problem = leafletLotProblem(lot);
    if (problem) throw validationError([problem]);
    const code = leafletCodeFromLot(lot)!;
    return view(await this.load(code), locale, lot.trim().toUpperCase());
  }

  async byCode(code: string, locale: Locale): Promise<Leaflet> {
    return view(await this.load(code), locale, null);
  }

  /** The leaflet as a PDF (streamed by the caller) and the name it is saved under. */
  async pdf(code: string, locale: Locale) {
    const leaflet = view(await this.load(code), locale, null);
    return { document: leafletPdf(leaflet), filename: `leaflet-${leaflet.code}-${locale}.pdf` };
  }

  private async load(code: string): Promise<LeafletRow> {
    const row = await this.repo.byCode(code);
    if (!row) throw new AppError('LEAFLET_NOT_FOUND');
    return row;
  }
}

function view(row: LeafletRow, locale: Locale, lot: string | null): Leaflet {
  return {
    code: row.code,
    lot,
    locale,
    exam: { code: row.examCode, name: localised(row.examName, locale) },
    version: row.version,
    publishedOn: row.publishedOn,
    sections: row.sections.map((s) => ({
      heading: localised(s.heading, locale),
      body: localised(s.body, locale),
    })),
    tutorial: row.tutorial.map((s) => ({
      title: localised(s.title, locale),
      body: localised(s.body, locale),
    })),
  };
}
