import AnnouncementIcon from '@mui/icons-material/Announcement';
import {
  AnnouncementDocument,
  AnnouncementsDocument,
  CreateAnnouncementDocument,
  DeleteAnnouncementDocument,
  DeleteAnnouncementsDocument,
  UpdateAnnouncementDocument,
  UpdateAnnouncementsDocument,
  type AnnouncementInput,
  type AnnouncementRecordFragment,
  type AnnouncementRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';

interface AnnouncementValues {
  text: string;
  link: string;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  position: number | null;
}

/** AnnouncementInput's rules (text required, a safe link, the window in order, a whole position), from the server. */
export const announcementSchema = () => inputSchema('AnnouncementInput');

/**
 * Announcements: the line(s) of news across the top of every storefront page. The text per language;
 * link, window and position shared by every language.
 */
export const announcementResource = defineResource<AnnouncementRowFragment, AnnouncementRecordFragment, AnnouncementValues, AnnouncementInput>({
  name: 'announcement',
  titleId: 'admin.menu.announcement',
  permission: 'block',
  // Content beside the blocks, under the block permission: its own sidebar item after them.
  menu: { group: 'content', position: 25, icon: AnnouncementIcon, name: 'announcement' },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'text', labelId: 'admin.announcement.text' },
    { key: 'link', labelId: 'admin.announcement.link' },
    { key: 'startsAt', labelId: 'admin.announcement.startsAt', sortable: true, kind: 'date' },
    { key: 'endsAt', labelId: 'admin.announcement.endsAt', sortable: true, kind: 'date' },
    { key: 'position', labelId: 'admin.field.order', sortable: true, kind: 'number' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'text', labelId: 'admin.announcement.text', kind: 'text', required: true, translatable: true },
    { name: 'link', labelId: 'admin.announcement.link', kind: 'text', helperTextId: 'admin.announcement.linkHelp' },
    { name: 'startsAt', labelId: 'admin.announcement.startsAt', kind: 'datetime' },
    { name: 'endsAt', labelId: 'admin.announcement.endsAt', kind: 'datetime', helperTextId: 'admin.announcement.windowHelp' },
    { name: 'position', labelId: 'admin.field.order', kind: 'number', integer: true, helperTextId: 'admin.announcement.positionHelp' },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: announcementSchema,
  data: {
    list: AnnouncementsDocument,
    listField: 'announcements',
    one: AnnouncementDocument,
    oneField: 'announcement',
    create: CreateAnnouncementDocument,
    createField: 'createAnnouncement',
    update: UpdateAnnouncementDocument,
    updateField: 'updateAnnouncement',
    remove: DeleteAnnouncementDocument,
    removeMany: DeleteAnnouncementsDocument,
    updateMany: UpdateAnnouncementsDocument,
    toForm: (record) => ({
      text: record?.text ?? '',
      link: record?.link ?? '',
      enabled: record?.enabled ?? true,
      startsAt: record?.startsAt ?? null,
      endsAt: record?.endsAt ?? null,
      position: record?.position ?? 0,
    }),
    toInput: (values) => ({
      text: values.text,
      link: values.link || null,
      enabled: values.enabled,
      // Instants entered on the shop's clock (ShopDateTimeField answers ISO); empty leaves that end open.
      startsAt: values.startsAt || null,
      endsAt: values.endsAt || null,
      position: values.position ?? 0,
    }),
  },
});
