import { relative } from 'node:path';
import { writeZhTwFiles } from './zh-tw';

const changed = writeZhTwFiles();
console.log(changed.length ? `zh_TW updated:\n${changed.map((f) => `  ${relative(process.cwd(), f)}`).join('\n')}` : 'zh_TW up to date');
