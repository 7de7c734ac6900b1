import { catalogueSearch, matchJob } from '@sidequest/occupations-domain';
const t0 = performance.now();
const s = catalogueSearch();
console.log('build ms', (performance.now() - t0).toFixed(0), 'phrases', s.size, 'heap MB', (process.memoryUsage().heapUsed / 1e6).toFixed(0));
const qs = process.argv.slice(2).length ? process.argv.slice(2) : ['CDL Driver','cdl driver','art teacher','Professor','Floral Artist','Machine Repair Person','Plant Manager','electrican','wind turbine tech','respiratory tech','diesel tech','asdf','data scientist','senior software engineer','nurse','I\'d love to be a vet','labour relations officer','paediatric nurse','teachers','electricians','RN','PA','HVAC tech','something with animals','<b>hi</b>','chef','barista','pastry chef','dental hygienist','sound engineer','florist','plumbr','software dev','admin asst','sales rep','head of marketing','nurse anesthetist','truck drivers','electri'];
for (const q of qs) { const t = performance.now(); const m = matchJob(s, q); const dt = performance.now() - t;
  const show = (h: any) => `${h.code} ${h.title} (${h.score}) [${h.matched}]`;
  console.log(q.padEnd(28), dt.toFixed(2).padStart(6), m.kind.padEnd(8), m.kind === 'clear' ? show(m.best) + ' | alts: ' + m.alternatives.map((h) => h.code).join(',') : m.kind === 'choose' ? m.choices.map(show).join(' ; ') : m.suggestions.map(show).join(' ; '));
}
