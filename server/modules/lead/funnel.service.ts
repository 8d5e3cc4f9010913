import { CrudService } from '../../common/crud-service.js';
import { NotFoundError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { run } from '../../common/sql.js';
import { unitOfWork } from '../../common/transaction.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage, type Translations } from '../../common/translations.js';
import { Lead } from './lead.entity.js';
import { Funnel, FunnelStage } from './funnel.entity.js';
import type { FunnelBoard, FunnelFigures, FunnelInput, FunnelPeriodArgs } from './funnel.inputs.js';
import { funnelFigures } from './funnel-figures.js';
import { funnelPeriod } from './funnel-period.js';
import { boardColumnFigures } from './funnel.sql.js';
import { useLanguage } from '../settings/index.js';

/** Cards per board column: a column beyond that shows its count and total, and the first cards. */
export const BOARD_COLUMN_LIMIT = 500;

/** Lead funnels and their ordered stages (issue 17), and the board of one funnel. */
export class FunnelService extends CrudService<Funnel> {
  protected readonly entity = Funnel;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Funnel>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Funnel,
      { ...options, keyword: undefined },
      { sortable: ['id', 'createdAt', 'updatedAt'], searchable: [], where: keywordFilter(options?.keyword, [], ['name']) },
    );
  }

  async get(id: number, language?: string | null): Promise<Funnel> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  async create(input: FunnelInput, language?: string | null): Promise<Funnel> {
    return this.save(null, input, await useLanguage(this.ctx, language));
  }

  async update(id: number, input: FunnelInput, language?: string | null): Promise<Funnel> {
    return this.save(id, input, await useLanguage(this.ctx, language));
  }

  /** The funnel and its whole stage list in one transaction: stages sent with an id change, new ones are added, the rest removed. */
  private async save(id: number | null, input: FunnelInput, content: ContentLanguage): Promise<Funnel> {
    const write = (map: Translations, value: string | null | undefined, isNew: boolean) =>
      isNew ? setNewTranslation(map, content, value) : setTranslation(map, content.language, value);
    const saved = await unitOfWork(this.em, async (tx) => {
      const funnel = id === null ? tx.create(Funnel, {}) : await tx.findOne(Funnel, { id }, { populate: ['stages'] });
      if (!funnel) throw new NotFoundError();
      if (input.name !== undefined) funnel.name = write(funnel.name, input.name, id === null);
      if (input.stages) {
        const existing = new Map(funnel.stages.getItems().map((stage) => [stage.id, stage]));
        const kept = new Set<number>();
        input.stages.forEach((sent, index) => {
          const known = sent.id ? existing.get(sent.id) : undefined;
          const stage = known ?? tx.create(FunnelStage, { funnel });
          if (known) kept.add(known.id);
          stage.name = write(stage.name, sent.name, !known);
          if (sent.colour) stage.colour = sent.colour;
          if (sent.probability !== undefined && sent.probability !== null) stage.probability = sent.probability;
          stage.won = sent.won ?? (known ? stage.won : false);
          stage.lost = sent.lost ?? (known ? stage.lost : false);
          stage.position = sent.order ?? index;
        });
        for (const [stageId, stage] of existing) if (!kept.has(stageId)) tx.remove(stage);
      }
      await tx.flush();
      return funnel;
    });
    this.ctx.loaders.clearAll();
    return saved;
  }

  /** Figures of a period (shop days or instants, funnel-period.ts), with the period they cover. */
  async figures(id: number, args: FunnelPeriodArgs): Promise<FunnelFigures> {
    await this.find(id);
    const { start, end, ...period } = await funnelPeriod(this.em, args);
    return { ...(await funnelFigures(this.em, id, start, end)), from: start, to: end, ...period };
  }

  /** The board: every stage in order with its count, total and first cards. Three queries whatever the size. */
  async board(id: number, language?: string | null): Promise<FunnelBoard> {
    const funnel = await this.get(id, language);
    const stages = await this.em.find(FunnelStage, { funnel: id }, { orderBy: { position: 'asc', id: 'asc' } });
    const figures = await run(this.em, boardColumnFigures, [id]);
    const byStage = new Map(figures.map((row) => [row.stage_id, row]));
    const leads = await this.em.find(
      Lead,
      { stage: { $in: stages.map((stage) => stage.id) } },
      { orderBy: { position: 'asc', id: 'asc' }, limit: BOARD_COLUMN_LIMIT * Math.max(1, stages.length) },
    );
    const columns = stages.map((stage) => {
      const row = byStage.get(stage.id);
      return {
        stage,
        count: Number(row?.n ?? 0),
        total: row?.total ?? '0.00',
        leads: leads.filter((lead) => lead.stage?.id === stage.id).slice(0, BOARD_COLUMN_LIMIT),
      };
    });
    return { funnel, columns };
  }
}
