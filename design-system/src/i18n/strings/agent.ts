/** Strings of the design system's agent area (namespace "ds"). Keys are unique across areas: prefix them with "agent". */
export const en = {
  // NoticeBoard (agentAnnouncement)
  agentNoticesLoading: 'Loading notices…',
  agentNoticesRetry: 'Try again',
  agentNoticesEmpty: 'There are no notices yet.',
  agentNoticesPinned: 'Pinned',
  // ContractTierEditor
  agentTierLabel: 'Tier {{number}}',
  agentTierRemove: 'Remove tier {{number}}',
  agentTierAdd: 'Add a tier',
  agentTierLimit: 'A contract has at most {{max}} tiers.',
};

export const es: typeof en = {
  agentNoticesLoading: 'Cargando avisos…',
  agentNoticesRetry: 'Reintentar',
  agentNoticesEmpty: 'Todavía no hay avisos.',
  agentNoticesPinned: 'Fijado',
  agentTierLabel: 'Nivel {{number}}',
  agentTierRemove: 'Quitar el nivel {{number}}',
  agentTierAdd: 'Añadir un nivel',
  agentTierLimit: 'Un contrato tiene como máximo {{max}} niveles.',
};

export const th: typeof en = {
  agentNoticesLoading: 'กำลังโหลดประกาศ…',
  agentNoticesRetry: 'ลองอีกครั้ง',
  agentNoticesEmpty: 'ยังไม่มีประกาศ',
  agentNoticesPinned: 'ปักหมุด',
  agentTierLabel: 'ขั้นที่ {{number}}',
  agentTierRemove: 'ลบขั้นที่ {{number}}',
  agentTierAdd: 'เพิ่มขั้น',
  agentTierLimit: 'สัญญาหนึ่งมีได้สูงสุด {{max}} ขั้น',
};
