import { webkit } from './webkit';
import { engineSuite } from './suite';

engineSuite(webkit);
