import fs from 'node:fs'; import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const c = new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n'); const ms=[]; c.eachMapping(m=>ms.push(m));
ms.sort((a,b)=> a.generatedLine-b.generatedLine || a.generatedColumn-b.generatedColumn);
const parts={lib:'',css:'',ours:''};
for (let i=0;i<ms.length;i++){const m=ms[i],n=ms[i+1];const line=lines[m.generatedLine-1];
 const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length;
 const s=line.slice(m.generatedColumn,end); const src=m.source||'';
 const k = src.includes('node_modules')?'lib': /css\.ts$/.test(src)?'css':'ours'; parts[k]+=s;}
for (const [k,v] of Object.entries(parts)) console.log(k, v.length, zlib.gzipSync(v,{level:9}).length);
console.log('all', code.length, zlib.gzipSync(code,{level:9}).length);
