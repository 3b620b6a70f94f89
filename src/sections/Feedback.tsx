import { useRef } from 'react';
import { useReveal } from '@/hooks/useReveal';
import { formatMessage } from '@/language/formatMessage';
import { useContent, usePageLanguage } from '@/language/LanguageContext';
import { Section } from '@/layout/Section';
import { Carousel } from '@/ui/Carousel';
import { scrollerMark } from '@/ui/carouselScroll';
import styles from './Feedback.module.css';

/** Quotes from people the owner worked with: a draggable carousel, one quote per slide. */
export function Feedback() {
  const { feedback, interfaceText } = useContent();
  const { lang } = usePageLanguage();
  const count = feedback.slides.length;
  const carouselRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  useReveal(carouselRef, 'rise');
  return (
    <Section id="feedback" title={feedback.title}>
      <Carousel
        ref={carouselRef}
        viewportRef={viewportRef}
        label={interfaceText.quotesCarousel}
        slideCount={count}
        className={styles.carousel}
      >
        <div
          ref={viewportRef}
          className={styles.viewport}
          tabIndex={0}
          role="group"
          aria-label={interfaceText.quotes}
          {...scrollerMark}
        >
          {feedback.slides.map((slide, index) => (
            <div
              key={slide.userName}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={formatMessage(interfaceText.quotePosition, { number: index + 1, count }, lang)}
            >
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  {/* A quote may stay in the words it was given (an English one on a Hebrew page): its own letters set its direction. */}
                  <p dir="auto">{slide.text}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <bdi>{slide.userName}</bdi>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </Carousel>
    </Section>
  );
}
