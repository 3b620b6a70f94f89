import { firefox } from './firefox';
import { engineSuite } from './suite';

engineSuite(firefox);
