import type { Locale } from '@sme/shared/constants';

/**
 * The few sentences that join the form registry's facts into a passage, in the three locales (zh_TW in Hong Kong
 * wording). Every number is a parameter filled from the shared constants, never written here.
 */
export interface FormPhrases {
  documentsTitle: string;
  nameTitle: string;
  required: string;
  conditional: string;
  optional: string;
  /** Joins labels in a list. */
  comma: string;
  /** A label with its hint. */
  withHint: (label: string, hint: string) => string;
  recent: (labels: string, months: number) => string;
  files: (types: string, megabytes: number, maxFiles: number) => string;
  shareTotal: (percent: number) => string;
  maxOfficers: (count: number) => string;
}

export const FORM_PHRASES: Record<Locale, FormPhrases> = {
  en_US: {
    documentsTitle: 'Documents you need',
    nameTitle: 'Company name',
    required: 'Required documents:',
    conditional: 'Required in some cases:',
    optional: 'Optional documents:',
    comma: '; ',
    withHint: (label, hint) => `${label} (${hint})`,
    recent: (labels, months) => `Proofs must be issued within the last ${months} months: ${labels}.`,
    files: (types, megabytes, maxFiles) =>
      `Upload each document as a ${types} file of up to ${megabytes} MB; where several files are allowed, up to ${maxFiles} files.`,
    shareTotal: (percent) => `The shareholders' shareholdings add up to exactly ${percent} %.`,
    maxOfficers: (count) => `Up to ${count} shareholders and directors can be listed.`,
  },
  zh_CN: {
    documentsTitle: '所需文件',
    nameTitle: '公司名称',
    required: '必须提交的文件：',
    conditional: '特定情况下需要的文件：',
    optional: '可选文件：',
    comma: '、',
    withHint: (label, hint) => `${label}（${hint}）`,
    recent: (labels, months) => `证明文件须为最近 ${months} 个月内签发：${labels}。`,
    files: (types, megabytes, maxFiles) => `每份文件须为 ${types} 格式，不超过 ${megabytes} MB；可上传多个文件的项目最多 ${maxFiles} 个文件。`,
    shareTotal: (percent) => `全体股东的持股比例合计须为 ${percent}%。`,
    maxOfficers: (count) => `最多可列出 ${count} 名股东及董事。`,
  },
  zh_TW: {
    documentsTitle: '所需文件',
    nameTitle: '公司名稱',
    required: '必須提交的文件：',
    conditional: '特定情況下需要的文件：',
    optional: '可選文件：',
    comma: '、',
    withHint: (label, hint) => `${label}（${hint}）`,
    recent: (labels, months) => `證明文件須為最近 ${months} 個月內發出：${labels}。`,
    files: (types, megabytes, maxFiles) => `每份文件須為 ${types} 格式，不超過 ${megabytes} MB；可上載多個文件的項目最多 ${maxFiles} 個文件。`,
    shareTotal: (percent) => `全體股東的持股比例合計須為 ${percent}%。`,
    maxOfficers: (count) => `最多可列出 ${count} 名股東及董事。`,
  },
};
