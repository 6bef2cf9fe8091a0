export { Card, cardRadii, cardTones, type CardProps, type CardRadius, type CardTone } from './Card';
