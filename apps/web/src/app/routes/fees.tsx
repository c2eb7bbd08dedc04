import { placeholderScreen } from './placeholder-screen';

export default placeholderScreen('fees');
