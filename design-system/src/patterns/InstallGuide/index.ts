export { InstallGuide, installSystems, type InstallGuideProps, type InstallSystem } from './InstallGuide';
