// The words of the demo's sample files (scripts/make-demo-files.mjs): a study guide on
// photosynthesis in each language of the portal, a reading list, worksheets and a Power BI file.

export const GUIDES = [
  {
    lang: 'en',
    label: 'Science · Study guide',
    title: 'How Plants Make Food',
    subtitle: 'A short study guide on photosynthesis',
    intro:
      'Read the three short sections, study the diagram of a leaf at work, then try the questions at the end. The whole guide takes about fifteen minutes.',
    sections: [
      {
        heading: 'What is photosynthesis?',
        text: "Green plants make their own food. In their leaves, they use the energy of sunlight to turn water and carbon dioxide into glucose, a sugar. Oxygen is given off as a by-product. This process is called photosynthesis, from the Greek words for 'light' and 'putting together'.",
      },
      {
        heading: 'Where does it happen?',
        text: 'Photosynthesis takes place in the chloroplasts, tiny structures inside the cells of the leaf. They contain chlorophyll, the green pigment that absorbs red and blue light. Water travels up from the roots through the stem, while carbon dioxide enters through small pores on the underside of the leaf, called stomata.',
      },
      {
        heading: 'Why does it matter?',
        text: 'Almost every food chain on Earth starts with photosynthesis. The glucose a plant makes gives it energy and the material to grow; animals that eat plants take in that energy. The oxygen released keeps the air breathable for people and animals.',
      },
    ],
    equation: {
      heading: 'The word equation',
      left: 'carbon dioxide + water',
      right: 'glucose + oxygen',
      note: '(with light and chlorophyll)',
    },
    diagram: {
      title: 'Photosynthesis in a leaf',
      labels: {
        sunlight: 'Sunlight',
        co2: 'Carbon dioxide (from the air)',
        water: 'Water (from the roots)',
        oxygen: 'Oxygen (into the air)',
        glucose: 'Glucose (food for the plant)',
        chlorophyll: 'Chlorophyll',
      },
      short: {
        sunlight: 'Sunlight',
        co2: 'Carbon dioxide',
        water: 'Water',
        oxygen: 'Oxygen',
        glucose: 'Glucose',
        chlorophyll: 'Chlorophyll in the leaf',
      },
      caption: 'Figure 1. What the leaf needs comes in on the left; what it makes leaves on the right.',
    },
    summary: {
      heading: 'Key points',
      points: [
        'Plants make glucose from carbon dioxide and water, using the energy of light.',
        'Chlorophyll in the chloroplasts captures the light.',
        'Oxygen is released through the stomata.',
      ],
    },
    questions: {
      heading: 'Questions to try',
      items: [
        'Name the two raw materials of photosynthesis.',
        'Why are most leaves green?',
        'What would happen to a plant kept in the dark for a week?',
      ],
    },
    footer: 'Page {page} of {pages}',
    worksheets: [
      [
        'worksheet-1-photosynthesis.txt',
        'Worksheet 1: Photosynthesis\n\n1. Fill in the gaps: carbon dioxide + ______ -> glucose + ______\n2. Which part of the cell holds chlorophyll?\n3. Draw a leaf and label where carbon dioxide enters.\n',
      ],
      [
        'worksheet-2-food-chains.txt',
        'Worksheet 2: Food chains\n\n1. Write a food chain of four living things that starts with grass.\n2. Which living thing in your chain makes its own food?\n3. What would happen to the chain if the grass died?\n',
      ],
      [
        'answers/teacher-notes.txt',
        'Teacher notes\n\nWorksheet 1: water, oxygen; the chloroplast; through the stomata on the underside.\nWorksheet 2: any chain starting with a plant; the plant; every animal after it would lose its food.\n',
      ],
    ],
    pbix: [
      [
        '[Content_Types].xml',
        '<?xml version="1.0" encoding="utf-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="json" ContentType="application/json"/></Types>',
      ],
      ['Version', '1.28'],
      [
        'Report/Layout',
        JSON.stringify({
          name: 'Sales dashboard',
          sections: [
            {
              displayName: 'Overview',
              visuals: [
                { type: 'card', title: 'Total sales', value: 'SUM(Sales[Amount])' },
                { type: 'barChart', title: 'Sales by region', axis: 'Sales[Region]' },
              ],
            },
          ],
        }),
      ],
      [
        'DataModelSchema',
        JSON.stringify({
          tables: [
            {
              name: 'Sales',
              columns: ['Region', 'Month', 'Amount'],
              rows: [
                ['North', '2026-01', 12500],
                ['South', '2026-01', 9800],
                ['East', '2026-01', 11200],
                ['West', '2026-01', 8700],
              ],
            },
          ],
        }),
      ],
    ],
  },
  {
    lang: 'fr',
    label: 'Sciences · Guide d’étude',
    title: 'Comment les plantes fabriquent leur nourriture',
    subtitle: 'Petit guide d’étude sur la photosynthèse',
    intro:
      'Lis les trois courtes parties, observe le schéma d’une feuille au travail, puis réponds aux questions de la fin. Le guide demande environ quinze minutes.',
    sections: [
      {
        heading: 'Qu’est-ce que la photosynthèse ?',
        text: 'Les plantes vertes fabriquent elles-mêmes leur nourriture. Dans leurs feuilles, elles utilisent l’énergie de la lumière du soleil pour transformer l’eau et le dioxyde de carbone en glucose, un sucre. De l’oxygène est rejeté en même temps. Ce processus s’appelle la photosynthèse, d’après les mots grecs signifiant « lumière » et « assembler ».',
      },
      {
        heading: 'Où se déroule-t-elle ?',
        text: 'La photosynthèse a lieu dans les chloroplastes, de minuscules structures situées dans les cellules de la feuille. Ils contiennent la chlorophylle, le pigment vert qui absorbe la lumière rouge et bleue. L’eau monte des racines par la tige, tandis que le dioxyde de carbone entre par de petits pores situés sous la feuille : les stomates.',
      },
      {
        heading: 'Pourquoi est-ce important ?',
        text: 'Presque toutes les chaînes alimentaires de la Terre commencent par la photosynthèse. Le glucose fabriqué par la plante lui donne de l’énergie et de quoi grandir ; les animaux qui mangent des plantes récupèrent cette énergie. L’oxygène libéré rend l’air respirable pour les humains et les animaux.',
      },
    ],
    equation: {
      heading: 'L’équation en mots',
      left: 'dioxyde de carbone + eau',
      right: 'glucose + oxygène',
      note: '(avec la lumière et la chlorophylle)',
    },
    diagram: {
      title: 'La photosynthèse dans une feuille',
      labels: {
        sunlight: 'Lumière du soleil',
        co2: 'Dioxyde de carbone (de l’air)',
        water: 'Eau (des racines)',
        oxygen: 'Oxygène (vers l’air)',
        glucose: 'Glucose (nourriture de la plante)',
        chlorophyll: 'Chlorophylle',
      },
      caption: 'Figure 1. Ce dont la feuille a besoin entre à gauche ; ce qu’elle fabrique sort à droite.',
    },
    summary: {
      heading: 'À retenir',
      points: [
        'Les plantes fabriquent du glucose à partir de dioxyde de carbone et d’eau, grâce à l’énergie de la lumière.',
        'La chlorophylle des chloroplastes capte la lumière.',
        'L’oxygène est rejeté par les stomates.',
      ],
    },
    questions: {
      heading: 'À toi de jouer',
      items: [
        'Nomme les deux matières premières de la photosynthèse.',
        'Pourquoi la plupart des feuilles sont-elles vertes ?',
        'Que deviendrait une plante gardée dans l’obscurité pendant une semaine ?',
      ],
    },
    footer: 'Page {page} sur {pages}',
  },
  {
    lang: 'hi',
    label: 'विज्ञान · अध्ययन पुस्तिका',
    title: 'पौधे अपना भोजन कैसे बनाते हैं',
    subtitle: 'प्रकाश संश्लेषण पर एक छोटी अध्ययन पुस्तिका',
    intro:
      'तीनों छोटे भाग पढ़िए, काम करती हुई पत्ती का चित्र ध्यान से देखिए, फिर अंत में दिए गए प्रश्न हल कीजिए। पूरी पुस्तिका में लगभग पंद्रह मिनट लगते हैं।',
    sections: [
      {
        heading: 'प्रकाश संश्लेषण क्या है?',
        text: 'हरे पौधे अपना भोजन स्वयं बनाते हैं। अपनी पत्तियों में वे सूर्य के प्रकाश की ऊर्जा से पानी और कार्बन डाइऑक्साइड को ग्लूकोज़ में बदलते हैं, जो एक प्रकार की शर्करा है। इस दौरान ऑक्सीजन बाहर निकलती है। इस प्रक्रिया को प्रकाश संश्लेषण कहते हैं।',
      },
      {
        heading: 'यह कहाँ होता है?',
        text: 'प्रकाश संश्लेषण हरितलवक (क्लोरोप्लास्ट) में होता है, जो पत्ती की कोशिकाओं के अंदर बहुत छोटी संरचनाएँ हैं। इनमें पर्णहरित (क्लोरोफ़िल) होता है, वह हरा वर्णक जो लाल और नीले प्रकाश को सोखता है। पानी जड़ों से तने के रास्ते ऊपर आता है, जबकि कार्बन डाइऑक्साइड पत्ती की निचली सतह के छोटे छिद्रों से अंदर जाती है, जिन्हें रंध्र कहते हैं।',
      },
      {
        heading: 'यह क्यों ज़रूरी है?',
        text: 'पृथ्वी की लगभग हर खाद्य शृंखला प्रकाश संश्लेषण से शुरू होती है। पौधे द्वारा बनाया गया ग्लूकोज़ उसे ऊर्जा और बढ़ने की सामग्री देता है; पौधे खाने वाले जीव यही ऊर्जा पाते हैं। निकलने वाली ऑक्सीजन मनुष्यों और जानवरों के लिए हवा को साँस लेने योग्य बनाए रखती है।',
      },
    ],
    equation: {
      heading: 'शब्द समीकरण',
      left: 'कार्बन डाइऑक्साइड + पानी',
      right: 'ग्लूकोज़ + ऑक्सीजन',
      note: '(प्रकाश और पर्णहरित की उपस्थिति में)',
    },
    diagram: {
      title: 'पत्ती में प्रकाश संश्लेषण',
      labels: {
        sunlight: 'सूर्य का प्रकाश',
        co2: 'कार्बन डाइऑक्साइड (हवा से)',
        water: 'पानी (जड़ों से)',
        oxygen: 'ऑक्सीजन (हवा में)',
        glucose: 'ग्लूकोज़ (पौधे का भोजन)',
        chlorophyll: 'पर्णहरित',
      },
      caption: 'चित्र 1. पत्ती को जो चाहिए वह बाईं ओर से आता है; जो वह बनाती है वह दाईं ओर से निकलता है।',
    },
    summary: {
      heading: 'याद रखें',
      points: [
        'पौधे प्रकाश की ऊर्जा से कार्बन डाइऑक्साइड और पानी से ग्लूकोज़ बनाते हैं।',
        'हरितलवक में मौजूद पर्णहरित प्रकाश को ग्रहण करता है।',
        'ऑक्सीजन रंध्रों से बाहर निकलती है।',
      ],
    },
    questions: {
      heading: 'प्रश्न',
      items: [
        'प्रकाश संश्लेषण के दो कच्चे पदार्थों के नाम बताइए।',
        'अधिकतर पत्तियाँ हरी क्यों होती हैं?',
        'एक सप्ताह तक अँधेरे में रखे पौधे का क्या होगा?',
      ],
    },
    footer: 'पृष्ठ {page} / {pages}',
  },
  {
    lang: 'de',
    label: 'Naturwissenschaften · Lernleitfaden',
    title: 'Wie Pflanzen ihre Nahrung herstellen',
    subtitle: 'Ein kurzer Lernleitfaden zur Fotosynthese',
    intro:
      'Lies die drei kurzen Abschnitte, sieh dir die Abbildung eines arbeitenden Blattes an und beantworte dann die Fragen am Ende. Der Leitfaden dauert etwa fünfzehn Minuten.',
    sections: [
      {
        heading: 'Was ist Fotosynthese?',
        text: 'Grüne Pflanzen stellen ihre Nahrung selbst her. In ihren Blättern nutzen sie die Energie des Sonnenlichts, um aus Wasser und Kohlenstoffdioxid Glucose, einen Zucker, zu bilden. Dabei wird Sauerstoff abgegeben. Diesen Vorgang nennt man Fotosynthese, nach den griechischen Wörtern für „Licht“ und „Zusammensetzen“.',
      },
      {
        heading: 'Wo findet sie statt?',
        text: 'Die Fotosynthese läuft in den Chloroplasten ab, winzigen Bausteinen in den Zellen des Blattes. Sie enthalten Chlorophyll, den grünen Farbstoff, der rotes und blaues Licht aufnimmt. Wasser steigt von den Wurzeln durch den Stängel nach oben, während Kohlenstoffdioxid durch kleine Öffnungen an der Blattunterseite eintritt, die Spaltöffnungen.',
      },
      {
        heading: 'Warum ist sie wichtig?',
        text: 'Fast jede Nahrungskette auf der Erde beginnt mit der Fotosynthese. Die Glucose liefert der Pflanze Energie und Baustoffe zum Wachsen; Tiere, die Pflanzen fressen, nehmen diese Energie auf. Der freigesetzte Sauerstoff hält die Luft für Menschen und Tiere atembar.',
      },
    ],
    equation: {
      heading: 'Die Wortgleichung',
      left: 'Kohlenstoffdioxid + Wasser',
      right: 'Glucose + Sauerstoff',
      note: '(mit Licht und Chlorophyll)',
    },
    diagram: {
      title: 'Fotosynthese im Blatt',
      labels: {
        sunlight: 'Sonnenlicht',
        co2: 'Kohlenstoffdioxid (aus der Luft)',
        water: 'Wasser (aus den Wurzeln)',
        oxygen: 'Sauerstoff (an die Luft)',
        glucose: 'Glucose (Nahrung der Pflanze)',
        chlorophyll: 'Chlorophyll',
      },
      caption:
        'Abbildung 1. Was das Blatt braucht, kommt links hinein; was es herstellt, verlässt es rechts.',
    },
    summary: {
      heading: 'Das Wichtigste',
      points: [
        'Pflanzen bilden mit Lichtenergie Glucose aus Kohlenstoffdioxid und Wasser.',
        'Das Chlorophyll in den Chloroplasten fängt das Licht ein.',
        'Sauerstoff wird durch die Spaltöffnungen abgegeben.',
      ],
    },
    questions: {
      heading: 'Fragen zum Üben',
      items: [
        'Nenne die beiden Ausgangsstoffe der Fotosynthese.',
        'Warum sind die meisten Blätter grün?',
        'Was würde mit einer Pflanze geschehen, die eine Woche lang im Dunkeln steht?',
      ],
    },
    footer: 'Seite {page} von {pages}',
  },
];

export const READING_LIST = `Reading list: plants and the living world
==========================================

Books
1. The Hidden Life of Trees, Peter Wohlleben
2. The Jungle Book, Rudyard Kipling
3. Wings of Fire, A. P. J. Abdul Kalam
4. Seeds of Hope, Jane Goodall

For the study guide
- "How Plants Make Food" (guide-en.pdf, also in French, Hindi and German)
- The diagram of a leaf at work (diagram.png)

Try at home
- Put a potted plant in a dark cupboard for three days and compare its leaves with a plant on the windowsill.
`;
