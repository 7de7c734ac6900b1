import { generateQuestSet } from '@sidequest/quests-domain';
for (const a of ['head of marketing', "<script>alert(1)</script>, '; drop table users; --, {{7*7}} 🚀"]) console.log(JSON.stringify(generateQuestSet(a), null, 1).slice(0, 1500));
