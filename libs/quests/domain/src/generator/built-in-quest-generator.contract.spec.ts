import { questGeneratorContract } from '../testing/quest-generator.contract';
import { BuiltInQuestGenerator } from './built-in-quest-generator';

questGeneratorContract('built-in', () => new BuiltInQuestGenerator());
