/**
 * The catalogue's editor API (issue 39) under /api/concierge/catalog: every staff member reads,
 * admins write. Per kind (destinations, jets, products): the list, a record, create, edit,
 * archive, restore, the history and the restore of a version, and the CSV; and the pictures.
 */
import { Hono, type Context } from 'hono';
import type { PageOf } from '@shared/api';
import {
  CATALOG_CONFLICT_CODE,
  type CatalogConflictBody,
  type CatalogHistoryEntry,
  type CatalogPictureUploaded,
  type ConsoleCatalogRecord,
} from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import {
  CATALOG_PICTURE_BUSY_MESSAGE,
  CATALOG_PICTURE_FIELD,
  CATALOG_PICTURE_TYPE_MESSAGE,
  CatalogListQuerySchema,
  CatalogVersionSchema,
  DestinationCreateSchema,
  DestinationEditSchema,
  JetCreateSchema,
  JetEditSchema,
  ProductCreateSchema,
  ProductEditSchema,
} from '@shared/schemas/catalog-editor';
import { catalogRecord, catalogRecords, catalogRowsAfter, catalogVersions } from '../../catalog';
import { errorBody } from '../../errors';
import { requireAdmin, type StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { ConciergeDeps } from '../concierge-deps';
import type { StaffEditOutcome } from '../staff-edit';
import { csvResponse, csvStream } from '../exports/csv-stream';
import { CATALOG_CSV_COLUMNS } from './catalog-csv';
import {
  createCatalogRecord,
  editCatalogRecord,
  NO_VERSION_MESSAGE,
  restoreCatalogVersion,
  setCatalogArchived,
} from './catalog-edits';
import { storeCatalogPicture } from './picture-upload';

export const CATALOG_NOT_FOUND_MESSAGE = 'No record with this id';
export const CATALOG_CONFLICT_MESSAGE =
  'This record was changed by someone else since you opened it. Review it and try again.';
/** Seconds a refused upload should wait when the image queue is full. */
const BUSY_RETRY_AFTER_S = 5;

const SCHEMAS = {
  destinations: { create: DestinationCreateSchema, edit: DestinationEditSchema },
  jets: { create: JetCreateSchema, edit: JetEditSchema },
  products: { create: ProductCreateSchema, edit: ProductEditSchema },
} as const;

/** The answer of a change: the record, 404, 409 with the record as it now is, or 400. */
function answer(c: Context, outcome: StaffEditOutcome<ConsoleCatalogRecord>) {
  switch (outcome.kind) {
    case 'updated':
      return c.json<ConsoleCatalogRecord>(outcome.row);
    case 'not_found':
      return c.json(errorBody(CATALOG_NOT_FOUND_MESSAGE), 404);
    case 'stale': {
      const body: CatalogConflictBody = {
        ...errorBody(CATALOG_CONFLICT_MESSAGE),
        code: CATALOG_CONFLICT_CODE,
        current: outcome.current,
      };
      return c.json(body, 409);
    }
    case 'refused':
      return c.json(errorBody(outcome.message), outcome.message === NO_VERSION_MESSAGE ? 404 : 400);
  }
}

function kindRoutes(kind: CatalogKind, { db, clock }: ConciergeDeps) {
  const { create, edit } = SCHEMAS[kind];
  const actor = (c: Context<StaffEnv>) => ({ staff: c.var.staff, now: clock() });
  return new Hono<StaffEnv>()
    .get('/', validateQuery(CatalogListQuerySchema), (c) =>
      c.json<PageOf<ConsoleCatalogRecord>>(catalogRecords(db, kind, c.req.valid('query'))),
    )
    .post('/', requireAdmin(), validateJson(create), (c) => {
      const outcome = createCatalogRecord(db, kind, c.req.valid('json'), actor(c));
      if (outcome.kind === 'refused') return c.json(errorBody(outcome.message), 400);
      return c.json<ConsoleCatalogRecord>(outcome.record, 201);
    })
    .get('/:id', (c) => {
      const record = catalogRecord(db, kind, c.req.param('id'));
      if (!record) return c.json(errorBody(CATALOG_NOT_FOUND_MESSAGE), 404);
      return c.json<ConsoleCatalogRecord>(record);
    })
    .patch('/:id', requireAdmin(), validateJson(edit), (c) => {
      const { expectedUpdatedAt, ...fields } = c.req.valid('json');
      const request = { ...actor(c), expectedUpdatedAt };
      return answer(c, editCatalogRecord(db, kind, c.req.param('id'), fields, request));
    })
    .post('/:id/archive', requireAdmin(), validateJson(CatalogVersionSchema), (c) =>
      answer(
        c,
        setCatalogArchived(db, kind, c.req.param('id'), true, {
          ...actor(c),
          ...c.req.valid('json'),
        }),
      ),
    )
    .post('/:id/restore', requireAdmin(), validateJson(CatalogVersionSchema), (c) =>
      answer(
        c,
        setCatalogArchived(db, kind, c.req.param('id'), false, {
          ...actor(c),
          ...c.req.valid('json'),
        }),
      ),
    )
    .get('/:id/history', (c) => {
      const id = c.req.param('id');
      if (!catalogRecord(db, kind, id)) return c.json(errorBody(CATALOG_NOT_FOUND_MESSAGE), 404);
      return c.json<CatalogHistoryEntry[]>(catalogVersions(db, kind, id));
    })
    .post(
      '/:id/history/:version/restore',
      requireAdmin(),
      validateJson(CatalogVersionSchema),
      (c) => {
        const n = c.req.param('version');
        if (!/^[1-9]\d{0,8}$/.test(n)) return c.json(errorBody(NO_VERSION_MESSAGE), 404);
        const id = c.req.param('id');
        return answer(
          c,
          restoreCatalogVersion(db, kind, id, Number(n), { ...actor(c), ...c.req.valid('json') }),
        );
      },
    );
}

export function conciergeCatalogRoutes(deps: ConciergeDeps) {
  const { db, clock } = deps;
  const app = new Hono<StaffEnv>().post('/pictures', requireAdmin(), async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.[CATALOG_PICTURE_FIELD];
    if (!(file instanceof File)) return c.json(errorBody(CATALOG_PICTURE_TYPE_MESSAGE), 400);
    const outcome = await storeCatalogPicture(deps, file, { staff: c.var.staff, now: clock() });
    switch (outcome.kind) {
      case 'stored':
        return c.json<CatalogPictureUploaded>(outcome.picture, 201);
      case 'refused':
        return c.json(errorBody(outcome.message), outcome.status);
      case 'busy':
        c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
        return c.json(errorBody(CATALOG_PICTURE_BUSY_MESSAGE), 503);
    }
  });
  for (const kind of ['destinations', 'jets', 'products'] as const) {
    // The CSV before the kind's routes, as the other exports are (export-routes.ts).
    app.get(`/${kind}.csv`, validateQuery(CatalogListQuerySchema), (c) => {
      const { page: _p, pageSize: _s, ...filters } = c.req.valid('query');
      const rows = csvStream(CATALOG_CSV_COLUMNS[kind], catalogRowsAfter(kind)(db, filters));
      return csvResponse(c, kind, clock(), rows);
    });
    app.route(`/${kind}`, kindRoutes(kind, deps));
  }
  return app;
}
