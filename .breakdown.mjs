import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = {};
const mappings = [];
c.eachMapping(m => mappings.push(m));
mappings.sort((a,b)=> a.generatedLine-b.generatedLine || a.generatedColumn-b.generatedColumn);
for (let i=0;i<mappings.length;i++){
  const m=mappings[i], n=mappings[i+1];
  let len;
  if (n && n.generatedLine===m.generatedLine) len=n.generatedColumn-m.generatedColumn;
  else len=lines[m.generatedLine-1].length-m.generatedColumn;
  let src=(m.source||'?').replace(/.*node_modules\//,'nm/').replace(/.*\/main\//,'');
  const grp = process.argv[3]==='dir' ? src.split('/').slice(0, src.startsWith('nm/@')?3:(src.startsWith('nm/')?2:3)).join('/') : src;
  sizes[grp]=(sizes[grp]||0)+len;
}
const tot=code.length;
Object.entries(sizes).sort((a,b)=>b[1]-a[1]).slice(0,60).forEach(([k,v])=>console.log(String(v).padStart(7), (v/tot*100).toFixed(1).padStart(5)+'%', k));
console.log('total', tot);
