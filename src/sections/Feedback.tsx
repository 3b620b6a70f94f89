import { useRef } from 'react';
import { feedback } from '@/content/site';
import { useReveal } from '@/hooks/useReveal';
import { Section } from '@/layout/Section';
import { Carousel } from '@/ui/Carousel';
import { scrollerMark } from '@/ui/carouselScroll';
import styles from './Feedback.module.css';

/** Quotes from people the owner worked with: a draggable carousel, one quote per slide. */
export function Feedback() {
  const count = feedback.slides.length;
  const carouselRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  useReveal(carouselRef, 'rise');
  return (
    <Section id="feedback" title={feedback.title}>
      <Carousel ref={carouselRef} viewportRef={viewportRef} label="Feedback quotes" slideCount={count} className={styles.carousel}>
        <div ref={viewportRef} className={styles.viewport} tabIndex={0} role="group" aria-label="Quotes" {...scrollerMark}>
          {feedback.slides.map((slide, index) => (
            <div
              key={slide.userName}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
            >
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{slide.text}</p>
                </blockquote>
                <figcaption className={styles.author}>{slide.userName}</figcaption>
              </figure>
            </div>
          ))}
        </div>
      </Carousel>
    </Section>
  );
}
