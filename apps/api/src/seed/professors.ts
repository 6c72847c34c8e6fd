import type { ArchiveType } from '@pastexam/api-contract';
import type { DemoArchive, DemoProfessor } from './types.ts';

/** The demo department's teaching staff (fictional), with the romanisation printed on their papers. */
export const demoProfessors = {
  chenChihMing: { name: '陳志明', latinName: 'Chen Chih-Ming' },
  linMeiHua: { name: '林美華', latinName: 'Lin Mei-Hua' },
  huangChienKuo: { name: '黃建國', latinName: 'Huang Chien-Kuo' },
  changYaTing: { name: '張雅婷', latinName: 'Chang Ya-Ting' },
  leeWenHsiung: { name: '李文雄', latinName: 'Lee Wen-Hsiung' },
  wangShuFen: { name: '王淑芬', latinName: 'Wang Shu-Fen' },
  wuChunHsien: { name: '吳俊賢', latinName: 'Wu Chun-Hsien' },
  liuChiaHao: { name: '劉家豪', latinName: 'Liu Chia-Hao' },
  tsaiTsungHan: { name: '蔡宗翰', latinName: 'Tsai Tsung-Han' },
  yangPeiShan: { name: '楊佩珊', latinName: 'Yang Pei-Shan' },
  hsuChihWei: { name: '許志偉', latinName: 'Hsu Chih-Wei' },
  chengYaWen: { name: '鄭雅文', latinName: 'Cheng Ya-Wen' },
  hsiehMingChe: { name: '謝明哲', latinName: 'Hsieh Ming-Che' },
  kuoChunHung: { name: '郭俊宏', latinName: 'Kuo Chun-Hung' },
  hungHsiuLing: { name: '洪秀玲', latinName: 'Hung Hsiu-Ling' },
  tsengChienHua: { name: '曾建華', latinName: 'Tseng Chien-Hua' },
  chouYiChun: { name: '周怡君', latinName: 'Chou Yi-Chun' },
  suChengHung: { name: '蘇正宏', latinName: 'Su Cheng-Hung' },
  liaoWanTing: { name: '廖婉婷', latinName: 'Liao Wan-Ting' },
  laiChunLiang: { name: '賴俊良', latinName: 'Lai Chun-Liang' },
} as const satisfies Record<string, DemoProfessor>;

const defaultNames: Record<ArchiveType, string> = {
  midterm: '期中考',
  final: '期末考',
  quiz: '小考',
  other: '複習題',
};

/** One archive of a demo course; named after its type unless `name` is given. */
export function demoArchive(
  professor: DemoProfessor,
  academicYear: number,
  type: ArchiveType,
  options: { answers?: boolean; name?: string } = {},
): DemoArchive {
  return {
    professor,
    academicYear,
    type,
    name: options.name ?? defaultNames[type],
    hasAnswers: options.answers ?? false,
  };
}
